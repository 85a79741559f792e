// Writes the texts lexgraph reads as Markdown pages for the generic-site
// peer (Hugo), one page per record, the words unchanged.
// Usage: node to_markdown.js OUT_DIR INPUT.jsonl      ({"file", "section", "text"})
//        node to_markdown.js OUT_DIR --files FILE...  (one page per text file)
'use strict';
const fs = require('fs');
const path = require('path');

const [outDir, ...args] = process.argv.slice(2);
if (!args.length) {
  console.error('usage: node to_markdown.js OUT_DIR INPUT.jsonl | --files FILE...');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const records = args[0] === '--files'
  ? args.slice(1).map((f) => ({ section: path.basename(f, path.extname(f)),
                                text: fs.readFileSync(f, 'utf8') }))
  : fs.readFileSync(args[0], 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
let n = 0;
for (const r of records) {
  const name = r.section.replace(/[^0-9A-Za-z._-]/g, '_') || `page${n}`;
  // Markdown: blank lines between source lines so each stays a paragraph.
  const body = r.text.split('\n').map((l) => l.trim()).filter(Boolean).join('\n\n');
  fs.writeFileSync(path.join(outDir, `${name}-${n}.md`),
    `---\ntitle: ${JSON.stringify(r.section)}\n---\n\n${body}\n`);
  n++;
}
console.log(JSON.stringify({ pages: n }));
