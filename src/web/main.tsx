// The web app's entry point.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootstrap } from './app/bootstrap';
import { applyTheme, storedTheme } from './ui/color-mode';
import { setLanguage, storedLanguage } from './i18n';

applyTheme(storedTheme());
bootstrap();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The stored language's catalogue is loaded before the first render, so no page flashes English.
void setLanguage(storedLanguage()).finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
