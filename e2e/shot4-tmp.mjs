import { chromium } from 'playwright-core';
const [url, out, width] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
const reject = page.getByRole('button', { name: /Rechazar|Refuser/ }); if (await reject.isVisible()) await reject.click();
await page.screenshot({ path: out, fullPage: false });
await browser.close();
