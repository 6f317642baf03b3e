// The loan calculator under a brand theme made with createTheme (brand.css.ts).
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { LoanCalculator } from '@penzugy/widgets/loan-calculator';
import { brandTheme } from './brand.css.ts';

const root = document.getElementById('root');
root.className = brandTheme;
createRoot(root).render(createElement(LoanCalculator));
