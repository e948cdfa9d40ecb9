import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  appendLeaves,
  consistencyProof,
  inclusionProof,
  leafHash,
  rootHash,
} from '../../src/transparency/merkle';
import { VERIFIER } from './transparency-proof-fixtures';

describe("the verifier's RFC 9162 checks against the server's proofs, every index and size up to 40", () => {
  it('accepts each inclusion and consistency proof, and rejects it for another index, truncated or altered', () => {
    const leaves = Array.from({ length: 40 }, (_, i) => leafHash(`entry ${i}`));
    const nodes = new Map<string, Buffer>();
    appendLeaves(0, leaves, nodes);
    const b64 = (h: Buffer) => h.toString('base64');
    const cases = { inclusion: [] as unknown[], consistency: [] as unknown[] };
    for (let size = 1; size <= leaves.length; size++) {
      const root = b64(rootHash(size, nodes));
      for (let index = 0; index < size; index++)
        cases.inclusion.push({
          leaf: b64(leaves[index]),
          index,
          size,
          root,
          proof: inclusionProof(index, size, nodes).map(b64),
        });
      for (let from = 1; from <= size; from++)
        cases.consistency.push({
          from,
          size,
          old: b64(rootHash(from, nodes)),
          root,
          proof: consistencyProof(from, size, nodes).map(b64),
        });
    }
    const file = join(mkdtempSync(join(tmpdir(), 'proofs-')), 'cases.json');
    writeFileSync(file, JSON.stringify(cases));
    const script = `
      import { readFileSync } from 'node:fs';
      const { verifyInclusion, verifyConsistency } = await import(process.argv[1]);
      const { inclusion, consistency } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
      const h = (s) => Buffer.from(s, 'base64');
      const flip = (p, i) => p.map((x, j) => { const b = h(x); if (j === i) b[0] ^= 1; return b; });
      const out = { accepted: 0, wrongIndex: 0, truncated: 0, altered: 0, inclusion: inclusion.length, consistency: consistency.length };
      for (const c of inclusion) {
        const proof = c.proof.map(h);
        if (verifyInclusion(h(c.leaf), c.index, c.size, proof, h(c.root))) out.accepted++;
        if (c.size > 1 && !verifyInclusion(h(c.leaf), (c.index + 1) % c.size, c.size, proof, h(c.root))) out.wrongIndex++;
        if (proof.length && !verifyInclusion(h(c.leaf), c.index, c.size, proof.slice(0, -1), h(c.root))) out.truncated++;
        if (proof.length && !verifyInclusion(h(c.leaf), c.index, c.size, flip(c.proof, proof.length - 1), h(c.root))) out.altered++;
      }
      for (const c of consistency) {
        const proof = c.proof.map(h);
        if (verifyConsistency(c.from, c.size, h(c.old), h(c.root), proof)) out.accepted++;
        if (proof.length && !verifyConsistency(c.from, c.size, h(c.old), h(c.root), proof.slice(0, -1))) out.truncated++;
        if (proof.length && !verifyConsistency(c.from, c.size, h(c.old), h(c.root), flip(c.proof, 0))) out.altered++;
      }
      console.log(JSON.stringify(out));`;
    const result = JSON.parse(
      execFileSync(
        process.execPath,
        ['--input-type=module', '-e', script, pathToFileURL(VERIFIER).href, file],
        {
          encoding: 'utf8',
        },
      ),
    );
    const withPath = (list: unknown[]) =>
      (list as Array<{ proof: string[] }>).filter((c) => c.proof.length).length;
    expect(result).toEqual({
      inclusion: 820,
      consistency: 820,
      accepted: 1640,
      wrongIndex: 820 - 1,
      truncated: withPath(cases.inclusion) + withPath(cases.consistency),
      altered: withPath(cases.inclusion) + withPath(cases.consistency),
    });
  });
});
