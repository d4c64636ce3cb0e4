/** npm run chat:intent-vectors: embeds the intent examples and writes the vectors shipped beside them. */
import fs from 'node:fs';
import { embedTexts } from '@marquee/catalog';
import { INTENT_EXAMPLES } from './intent-examples.ts';
import { labelledExamples, packVectors, SHIPPED_VECTORS_FILE } from './intent-vectors.ts';

const examples = labelledExamples(INTENT_EXAMPLES);
const vectors = await embedTexts(examples.map(({ text }) => text));
fs.writeFileSync(SHIPPED_VECTORS_FILE, `${JSON.stringify(packVectors(examples, vectors), null, 2)}\n`);
console.log(`${examples.length} example vectors written to ${SHIPPED_VECTORS_FILE.pathname}`);
