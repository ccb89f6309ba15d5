import { loadStaffTranslator } from '@shop/i18n/staff-app';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './app.css';
import { savedLanguage } from './lib/staff-language.ts';
import { StaffLanguageProvider } from './lib/staff-translator.tsx';
import { staffRouter } from './staff-router.tsx';

const locale = savedLanguage();
document.documentElement.lang = locale;
const t = await loadStaffTranslator(locale);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <StaffLanguageProvider initial={{ locale, t }}>
      <RouterProvider router={staffRouter} />
    </StaffLanguageProvider>
  </StrictMode>,
);
