// Scores D.C. Code citations found by an extractor against the Council's
// own <cite path="§…"> tags (the oracle written by dc_prepare.js), at the
// level of sections: for each source section, the set of other sections it
// cites. A pair (source section, cited section) counts once however often
// it is cited; citations of the source section itself are left out on both
// sides (the Council tags only citations that leave their section).
// Usage: node score_dc.js ORACLE.jsonl FOUND.jsonl peer|lexgraph
//   peer:     run_citation.js output ({"file", "cites": [{"section"}]});
//   lexgraph: `lexgraph cites --format jsonl` ({"doc", "targets": [KEY]}).
// Prints {"oracle_pairs", "found_pairs", "true_pairs", "precision", "recall"}.
'use strict';
const fs = require('fs');

const [oraclePath, foundPath, kind] = process.argv.slice(2);
if (!kind) {
  console.error('usage: node score_dc.js ORACLE FOUND peer|lexgraph');
  process.exit(2);
}
const lines = (p) => fs.readFileSync(p, 'utf8').split('\n').filter(Boolean)
  .map((l) => JSON.parse(l));

const sectionOf = new Map();  // file -> its section number
const oracle = new Map();     // file -> Set of cited sections
for (const r of lines(oraclePath)) {
  sectionOf.set(r.file, r.section);
  oracle.set(r.file, new Set(r.targets));
}

// "dc-code:1-523.01(f)" -> "1-523.01"; containers ("dc-code:1/ch.10") and
// other codes -> null.
function sectionOfKey(key) {
  if (!key.startsWith('dc-code:')) return null;
  const p = key.slice('dc-code:'.length);
  const s = p.split(/[(/]/)[0];
  return /^\d+[A-Z]?[-:][0-9A-Za-z.:-]+$/.test(s) ? s : null;
}

const found = new Map();
function add(file, section) {
  if (!section || !sectionOf.has(file) || section === sectionOf.get(file)) return;
  if (!found.has(file)) found.set(file, new Set());
  found.get(file).add(section);
}
for (const r of lines(foundPath)) {
  if (kind === 'peer') {
    for (const c of r.cites) if (c.section) add(r.file, c.section);
  } else {
    for (const k of r.targets || []) add(r.doc, sectionOfKey(k));
  }
}

let oraclePairs = 0, foundPairs = 0, truePairs = 0;
for (const [file, want] of oracle) {
  oraclePairs += want.size;
  const got = found.get(file) || new Set();
  foundPairs += got.size;
  for (const s of got) if (want.has(s)) truePairs++;
}
console.log(JSON.stringify({
  oracle_pairs: oraclePairs, found_pairs: foundPairs, true_pairs: truePairs,
  precision: +(truePairs / foundPairs).toFixed(4),
  recall: +(truePairs / oraclePairs).toFixed(4),
}));
