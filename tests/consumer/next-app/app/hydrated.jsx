'use client';
// Flags <html data-hydrated> once React has hydrated the page: the check waits for it before typing.
// On every page through the layout, so the bare page's first load includes it as the widget pages' do.
import { useEffect } from 'react';

export function Hydrated() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
