#!/usr/bin/env python3
"""rekey_sources.py OLD_PROVISIONS NEW_PROVISIONS PREFIX GOLD...

When a reader change splits or renames provisions, re-keys the `source`
of gold rows (rewriting each GOLD in place) so that every row stands in
the provision that now holds its text; the annotators' texts and targets
are left as they are. OLD_ and NEW_PROVISIONS are the data/provisions.jsonl
of `lexgraph build` over the draws' sections with the binary before and
after the change; only sources whose key starts with PREFIX ("pa-cs:")
are looked at.

Pass 1: a row whose source still holds its text (as many times as rows
name it) stays. Otherwise the k-th row of a (source, text) goes to the
provision holding the k-th occurrence of the text among the source and its
descendants, in reading order; a source the new reading no longer has is
first renamed to the one new key that holds a copy of its words.
Pass 2: a source still missing (a provision that had merged several,
"(ii)(2)"), or one that with its descendants no longer holds the text (a
next item split off after "; and (5)"), is found by the text's context in
the old words: the one new provision of the section that holds that
context.
Rows that fit neither are reported on stderr and left as they are."""
import collections
import json
import re
import sys


def norm(s):
    return re.sub(r'\s+', ' ', s or '').strip()


def load(path, prefix):
    order, by = [], collections.defaultdict(list)
    for line in open(path):
        p = json.loads(line)
        if not p['key'].startswith(prefix):
            continue
        by[p['key']].append(' '.join([norm(p.get('heading')), norm(p.get('text'))] +
                                     [norm(n) for n in p.get('notes') or []]))
        if p['key'] not in order:
            order.append(p['key'])
    return order, by


def first_pass(rows, prefix, old, new_order, new, stats):
    """Returns the indices of rows whose text neither their source nor its
    descendants hold any more (moved to a sibling): the second pass's."""
    joined = {k: ' \x00 '.join(v) for k, v in new.items()}
    used = collections.Counter()
    unplaced = set()
    for i, r in enumerate(rows):
        s, t = r.get('source', ''), norm(r.get('text'))
        if not s.startswith(prefix) or not t:
            continue
        if s in joined and joined[s].count(t) > used[(s, t)]:
            used[(s, t)] += 1
            continue
        base = s
        if s not in joined:
            if s not in old:
                continue
            same = [k for k in new_order if set(old[s]) & set(new[k])]
            if len(same) != 1:
                continue
            base = same[0]
        k = used[(s, t)]
        used[(s, t)] += 1
        for key in [base] + [x for x in new_order if x.startswith(base + '(')]:
            c = joined[key].count(t)
            if k < c:
                if key != s:
                    r['source'] = key
                    stats['moved'] += 1
                break
            k -= c
        else:
            if base == s:
                unplaced.add(i)
    return unplaced


def second_pass(rows, prefix, old, new_order, new, stats, gold, unplaced):
    used = collections.Counter()
    for i, r in enumerate(rows):
        s, t = r.get('source', ''), norm(r.get('text'))
        if not s.startswith(prefix) or (s in new and i not in unplaced) or s not in old or not t:
            continue
        words = old[s][0]
        k = used[(s, t)]
        used[(s, t)] += 1
        at = -1
        for _ in range(k + 1):
            at = words.find(t, at + 1)
            if at < 0:
                break
        section = s.split('(')[0]
        found = None
        for width in (60, 40, 25):
            if at < 0:
                break
            for ctx in (words[max(0, at - width):at + len(t) + width], words[at:at + len(t) + width]):
                hits = {key for key in new_order if key.startswith(section + '(') and
                        any(ctx in w for w in new[key])}
                if len(hits) == 1:
                    found = hits.pop()
                    break
            if found:
                break
        if found is None:
            stats['left'] += 1
            print(f'{gold}: left: {s} | {t[:60]}', file=sys.stderr)
            continue
        r['source'] = found
        stats['moved'] += 1


def main():
    if len(sys.argv) < 5:
        print(__doc__, file=sys.stderr)
        return 2
    prefix = sys.argv[3]
    _, old = load(sys.argv[1], prefix)
    new_order, new = load(sys.argv[2], prefix)
    stats = collections.Counter()
    for gold in sys.argv[4:]:
        rows = [json.loads(line) for line in open(gold)]
        before = [r.get('source') for r in rows]
        unplaced = first_pass(rows, prefix, old, new_order, new, stats)
        second_pass(rows, prefix, old, new_order, new, stats, gold, unplaced)
        if [r.get('source') for r in rows] != before:
            with open(gold, 'w') as f:
                for r in rows:
                    f.write(json.dumps(r, ensure_ascii=False) + '\n')
            stats['files'] += 1
    print(dict(stats))
    return 0


if __name__ == '__main__':
    sys.exit(main())
