"""Reference figures for ledoitWolfCovariance (estimate.ts), computed with scikit-learn.

Run from this folder: python3 ledoit-wolf-reference.py > ledoit-wolf-reference.json
(produced with Python 3, numpy and scikit-learn 1.9.1). Daily simple returns p_t / p_(t-1) - 1 of
closes-2024-2025.csv, as returnsMatrix computes them; the covariance is annualised x 252 like
PyPortfolioOpt's CovarianceShrinkage(...).ledoit_wolf().
"""
import csv
import json

import numpy as np
from sklearn.covariance import ledoit_wolf

with open("closes-2024-2025.csv") as f:
    rows = list(csv.reader(f))
header, body = rows[0], rows[1:]
prices = {name: np.array([float(r[j]) for r in body]) for j, name in enumerate(header) if j > 0}

CASES = [
    # (name, tickers, number of last rows)
    ("10 stocks, 31 closes (30 returns)", ["AAPL", "GOOGL", "AMZN", "MSFT", "TSLA", "NVDA", "META", "AMD", "INTC", "NFLX"], 31),
    ("25 stocks, 21 closes (20 returns, fewer days than assets)", header[1:26], 21),
    ("4 stocks, all 501 closes", ["JPM", "BAC", "JNJ", "LLY"], 501),
]

out = []
for name, tickers, rows_used in CASES:
    X = np.column_stack([prices[t][-rows_used:][1:] / prices[t][-rows_used:][:-1] - 1 for t in tickers])
    cov, shrinkage = ledoit_wolf(X)
    out.append({"name": name, "tickers": tickers, "rows": rows_used, "shrinkage": shrinkage,
                "annualisedCovariance": (252 * cov).tolist()})
print(json.dumps(out, indent=1))
