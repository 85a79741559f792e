#!/usr/bin/env python3
"""Counts the sections of a JSON Lines statutes file (jsonl-sections) that
print their text twice: first run together as one paragraph ("(1) It is
unlawful … fur.(2) It is …"), then one level a line. A paragraph counts
when, white space aside, it equals the two or more non-blank lines after
it joined.

Usage: count_run_together.py FILE.jsonl [STATE]   (STATE: e.g. washington)
"""
import json
import re
import sys


def run_together(text):
    lines = text.split('\n')
    for i, line in enumerate(lines):
        line = line.strip()
        if len(line) < 40 or not line.startswith('('):
            continue
        flat = re.sub(r'\s+', '', line)
        joined, count = '', 0
        for nxt in lines[i + 1:]:
            if not nxt.strip():
                continue
            joined += re.sub(r'\s+', '', nxt)
            count += 1
            if not flat.startswith(joined) or len(joined) >= len(flat):
                break
        if count >= 2 and joined == flat:
            return True
    return False


def main():
    path = sys.argv[1]
    state = sys.argv[2] if len(sys.argv) > 2 else None
    sections = twice = 0
    for raw in open(path, encoding='utf-8'):
        o = json.loads(raw)
        if state and o.get('state') != state:
            continue
        sections += 1
        twice += run_together(o.get('text', ''))
    print(f'{twice} of {sections} sections print their text twice, run together first')


if __name__ == '__main__':
    main()
