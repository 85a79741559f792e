// Runs the unitedstates "citation" extractor (npm package `citation`) over
// JSON Lines records {"file", "section"?, "text"} and reports, per record,
// the citations found, plus the time spent in Citation.find alone.
// Usage: node run_citation.js MODULES_DIR INPUT.jsonl OUT.jsonl MODE
//   MODE dc:  types dc_code with the D.C. Code's own context (source
//             "dc_code": "§ 1-523.01" needs no "D.C. Official Code");
//   MODE all: every type the package ships, default options.
// Prints {"records", "bytes", "find_seconds", "mb_per_s", "citations"}.
'use strict';
const fs = require('fs');
const path = require('path');

const [modules, input, output, mode] = process.argv.slice(2);
if (!mode) {
  console.error('usage: node run_citation.js MODULES_DIR INPUT OUT dc|all');
  process.exit(2);
}
const Citation = require(path.resolve(modules, 'node_modules', 'citation'));
const options = mode === 'dc'
  ? { types: ['dc_code'], dc_code: { source: 'dc_code' } }
  : {};

const records = fs.readFileSync(input, 'utf8').split('\n').filter(Boolean)
  .map((l) => JSON.parse(l));
let bytes = 0;
for (const r of records) bytes += Buffer.byteLength(r.text);

const found = new Array(records.length);
const t0 = process.hrtime.bigint();
for (let i = 0; i < records.length; i++) {
  found[i] = Citation.find(records[i].text, options);
}
const seconds = Number(process.hrtime.bigint() - t0) / 1e9;

const out = fs.openSync(output, 'w');
let count = 0;
for (let i = 0; i < records.length; i++) {
  const cites = (found[i] && found[i].citations) || [];
  count += cites.length;
  fs.writeSync(out, JSON.stringify({
    file: records[i].file,
    section: records[i].section,
    cites: cites.map((c) => {
      const o = { type: c.type, match: c.match, index: c.index };
      if (c.type === 'dc_code') {
        o.section = `${c.dc_code.title}-${c.dc_code.section}`;
      }
      return o;
    }),
  }) + '\n');
}
fs.closeSync(out);
console.log(JSON.stringify({
  records: records.length, bytes, find_seconds: +seconds.toFixed(3),
  mb_per_s: +(bytes / 1e6 / seconds).toFixed(2), citations: count,
}));
