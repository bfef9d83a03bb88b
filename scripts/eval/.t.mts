import { Doc } from '../../src/extraction/local/doc.ts';
import { isJobTitle } from '../../src/extraction/local/occupations.ts';
import { isOrgWord, isSuffix, spanFeatures } from '../../src/extraction/local/candidates/shapes.ts';
for (const s of process.argv.slice(2)) {
  const doc = new Doc([{ dataSourceId: 'd', name: 'x', pages: [{ page: 1, text: s }] }]);
  const p = doc.pages[0];
  console.log(s, 'job', isJobTitle(p.tokens), 'org', p.tokens.map((t) => isOrgWord(t) ? t.text : '').join(','), 'suf', p.tokens.map((t) => isSuffix(t) ? t.text : '').join(','), JSON.stringify(spanFeatures(doc, p, 0, s.length)));
}
