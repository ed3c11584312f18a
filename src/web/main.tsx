// The web app's entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './app/i18n';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { applyTheme, storedTheme } from './app/theme';
import { setLanguage, storedLanguage } from './app/i18n';

applyTheme(storedTheme());
setLanguage(storedLanguage());
bootstrap();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
