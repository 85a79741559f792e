// Counts the gold citation occurrences of one seed (../shared/gold/NNN.jsonl)
// that an extractor found, by the citation's text: a gold occurrence counts
// as found when a citation found in the same document has the same text
// (white space collapsed, a final period ignored) or contains it. Text, not
// targets, so that an extractor that does not resolve Wisconsin's relative
// references is still credited with finding them.
// Usage: node score_gold.js GOLD.jsonl FOUND.jsonl peer|lexgraph DOC
//   peer: run_citation.js output; lexgraph: `lexgraph cites --format jsonl`.
// Prints {"gold", "gold_required", "found", "found_required", "extracted"}.
'use strict';
const fs = require('fs');

const [goldPath, foundPath, kind, doc] = process.argv.slice(2);
const lines = (p) => fs.readFileSync(p, 'utf8').split('\n').filter(Boolean)
  .map((l) => JSON.parse(l));
const norm = (s) => s.replace(/\s+/g, ' ').trim().replace(/\.$/, '');

const texts = [];
for (const r of lines(foundPath)) {
  if (kind === 'peer') for (const c of r.cites) texts.push(norm(c.match));
  else if (r.doc === doc) texts.push(norm(r.text));
}
const gold = lines(goldPath).filter((g) => g.doc === doc);
let found = 0, foundRequired = 0;
for (const g of gold) {
  const t = norm(g.text);
  if (texts.some((x) => x === t || x.includes(t))) {
    found++;
    if (!g.optional) foundRequired++;
  }
}
console.log(JSON.stringify({
  gold: gold.length, gold_required: gold.filter((g) => !g.optional).length,
  found, found_required: foundRequired, extracted: texts.length,
}));
