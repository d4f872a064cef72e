import { LINE_COLOURS } from '@domain/reports';

/** The legend's line swatch in each grade's line colour (the chart's own). */
const LINE_SWATCHES = Object.entries(LINE_COLOURS)
  .map(([tone, colour]) => `.report-line-${tone}{background:${colour}}`)
  .join('');

// The report page's whole stylesheet, inline (the page loads nothing but its cover and preview).
export const REPORT_STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f6f7f9;color:#202124;font:16px/1.55 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.report{max-width:880px;margin:0 auto;padding:24px 16px 48px;display:flex;flex-direction:column;gap:20px}
.report-header{display:flex;flex-wrap:wrap;gap:20px;align-items:flex-start}
.report-cover{width:160px;height:160px;object-fit:cover;border-radius:10px;background:#e0e3e7;flex:0 0 auto}
.report-title{flex:1 1 260px;min-width:0}
.report-kind{margin:0;text-transform:uppercase;letter-spacing:.08em;font-size:.78rem;font-weight:600;color:#5f6368}
h1{margin:.2rem 0;font-size:clamp(1.5rem,4vw,2.2rem);line-height:1.15;overflow-wrap:anywhere}
h2{margin:0 0 .6rem;font-size:1.2rem}
.report-owner,.report-as-of{margin:.2rem 0;color:#5f6368}
.report-facts,.report-curation{display:flex;flex-wrap:wrap;gap:.5rem 1.75rem;margin:.5rem 0}
.report-facts dt,.report-curation dt{font-size:.8rem;color:#5f6368}
.report-facts dd,.report-curation dd{margin:0;font-weight:600;font-variant-numeric:tabular-nums}
.report-curation div{min-width:150px}
.report-card{background:#fff;border:1px solid #dadce0;border-radius:10px;padding:18px;min-width:0}
.report-verdict{border-left-width:6px}
.report-pill{display:inline-block;margin:0 0 .5rem;padding:.2rem .8rem;border-radius:999px;font-weight:700;color:#fff}
.report-tone-good{border-left-color:#1e8e3e}.report-tone-good .report-pill{background:#1e8e3e}
.report-tone-warn{border-left-color:#b06000}.report-tone-warn .report-pill{background:#b06000}
.report-tone-bad{border-left-color:#d93025}.report-tone-bad .report-pill{background:#d93025}
.report-tone-neutral{border-left-color:#5f6368}.report-tone-neutral .report-pill{background:#5f6368}
.report-confidence{font-weight:500;opacity:.9}
.report-verdict h3{font-size:1rem;margin:.8rem 0 .3rem}
.report-reasons{margin:0;padding-left:1.2rem}.report-reasons li{margin:.25rem 0;overflow-wrap:anywhere}
.report-chart{display:block;width:100%;height:auto}
.report-legend,.report-caption{margin:.4rem 0 0;font-size:.85rem;color:#5f6368}
.report-legend-entry{white-space:nowrap}
.report-swatch{display:inline-block;width:12px;height:12px;border-radius:2px;vertical-align:-1px;margin-left:.5rem}
.report-swatch-gain{background:rgba(217,48,37,.35)}.report-swatch-drop{background:rgba(232,163,23,.35)}
.report-swatch-line{height:4px;vertical-align:3px;margin-left:0}${LINE_SWATCHES}
.report-table-wrap{overflow-x:auto}
table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:.45rem .6rem;border-bottom:1px solid #eceff1;white-space:nowrap}
.report-number{text-align:right;font-variant-numeric:tabular-nums}
.report-events th{white-space:normal;vertical-align:bottom}
@media (max-width:480px){.report{padding:16px 10px 40px}.report-card{padding:14px 12px}.report-events th,.report-events td{padding:.4rem .25rem;font-size:.85rem}.report-events td:nth-child(2),.report-events td:nth-child(3){white-space:normal}.report-chart text{font-size:26px}}
.report-analysis{overflow-wrap:anywhere}
.report-analysis h3{font-size:1.05rem;margin:1.2rem 0 .4rem}
.report-analysis table{display:block;overflow-x:auto}
.report-footer{color:#5f6368;font-size:.88rem}
a{color:#0b57d0}
`;
