/** Terms `first` (inclusive) to `end` (exclusive) in dictionary order. */
export interface TermRange {
  first: number;
  end: number;
}

/**
 * The unique index terms in sorted order, with a character trie over them. Every trie node stands
 * for the run of terms sharing its prefix, so a prefix lookup walks the word's letters and a typo
 * lookup walks only the branches still within the typo budget: both cost what the query word needs,
 * not the size of the vocabulary. Nodes are numbered in depth-first order in flat arrays (about ten
 * bytes a node) rather than as objects, to stay small for a million titles.
 */
export class TermDictionary {
  private readonly nodeChar: Uint16Array;
  /** The node after the last one of this node's subtree: its next sibling, if it has one. */
  private readonly nodeEnd: Int32Array;
  /** The first term (dictionary order) under this node; the node is a whole term when that term ends here. */
  private readonly nodeFirstTerm: Int32Array;
  private readonly nodeCount: number;

  /** `terms` must be unique and sorted by UTF-16 code units (the default `Array.prototype.sort`). */
  constructor(readonly terms: readonly string[]) {
    let nodeCount = 1;
    for (let index = 0; index < terms.length; index++) {
      nodeCount += terms[index].length - commonPrefixLength(terms[index - 1] ?? '', terms[index]);
    }
    this.nodeCount = nodeCount;
    this.nodeChar = new Uint16Array(nodeCount);
    this.nodeEnd = new Int32Array(nodeCount);
    this.nodeFirstTerm = new Int32Array(nodeCount);

    const openNodes = [0];
    let previous = '';
    let next = 1;
    for (let termId = 0; termId < terms.length; termId++) {
      const term = terms[termId];
      const shared = commonPrefixLength(previous, term);
      for (let depth = previous.length; depth > shared; depth--) this.nodeEnd[openNodes[depth]] = next;
      for (let depth = shared + 1; depth <= term.length; depth++) {
        this.nodeChar[next] = term.charCodeAt(depth - 1);
        this.nodeFirstTerm[next] = termId;
        openNodes[depth] = next++;
      }
      previous = term;
    }
    for (let depth = previous.length; depth >= 0; depth--) this.nodeEnd[openNodes[depth]] = next;
  }

  get size(): number {
    return this.terms.length;
  }

  /** The term's id, or -1 when it is not in the dictionary. */
  idOf(term: string): number {
    const node = this.nodeOf(term);
    return node >= 0 && this.terms[this.nodeFirstTerm[node]].length === term.length
      ? this.nodeFirstTerm[node]
      : -1;
  }

  /** Every term starting with `prefix` (the prefix itself included), or undefined when there is none. */
  prefixRange(prefix: string): TermRange | undefined {
    const node = this.nodeOf(prefix);
    return node >= 0 ? this.rangeOf(node) : undefined;
  }

  /**
   * Terms within `maxTypos` edits of `word` (substitution, insertion, deletion or swap of adjacent
   * letters; distance 0 is the word itself), each reported once with its distance. A term that does not
   * start with the word's first letter counts one edit more: people rarely mistype a word's first letter,
   * and "inter" should not find "winter" as readily as "intern". With `onPrefixWithinOneTypo`, also every
   * run of terms that starts with something at most one edit from `word` (so with its first letter): a word
   * still being typed. Runs are reported outermost only, never one inside another.
   */
  forEachSimilar(
    word: string,
    maxTypos: number,
    onTerm: (termId: number, distance: number) => void,
    onPrefixWithinOneTypo?: (range: TermRange) => void,
  ): void {
    const length = word.length;
    const width = length + 1;
    const maxDepth = length + maxTypos;
    const wordChars = Uint16Array.from(word, (_, index) => word.charCodeAt(index));
    const pathChars = new Uint16Array(maxDepth + 1);
    // Row `depth` holds the edit distances between every prefix of `word` and the trie path to that depth.
    const rows = new Int32Array((maxDepth + 1) * width);
    for (let index = 0; index <= length; index++) rows[index] = index;

    const visitChildren = (
      node: number,
      depth: number,
      insidePrefixRun: boolean,
      firstLetterPenalty: number,
    ): void => {
      const childDepth = depth + 1;
      const row = childDepth * width;
      const above = row - width;
      const twoAbove = above - width;
      for (let child = node + 1; child < this.nodeEnd[node]; child = this.nodeEnd[child]) {
        const char = this.nodeChar[child];
        const penalty = depth === 0 ? (char === wordChars[0] ? 0 : 1) : firstLetterPenalty;
        pathChars[childDepth] = char;
        rows[row] = childDepth;
        let rowMin = childDepth;
        for (let index = 1; index <= length; index++) {
          const wordChar = wordChars[index - 1];
          let distance = rows[above + index - 1] + (wordChar === char ? 0 : 1);
          if (rows[above + index] + 1 < distance) distance = rows[above + index] + 1;
          if (rows[row + index - 1] + 1 < distance) distance = rows[row + index - 1] + 1;
          if (
            index > 1 &&
            childDepth > 1 &&
            wordChar === pathChars[childDepth - 1] &&
            wordChars[index - 2] === char &&
            rows[twoAbove + index - 2] + 1 < distance
          ) {
            distance = rows[twoAbove + index - 2] + 1;
          }
          rows[row + index] = distance;
          if (distance < rowMin) rowMin = distance;
        }
        const distance = rows[row + length] + penalty;
        const firstTerm = this.nodeFirstTerm[child];
        if (distance <= maxTypos && this.terms[firstTerm].length === childDepth) onTerm(firstTerm, distance);
        let insideRun = insidePrefixRun;
        if (onPrefixWithinOneTypo && !insideRun && distance <= 1) {
          onPrefixWithinOneTypo(this.rangeOf(child));
          insideRun = true;
        }
        if (rowMin + penalty <= maxTypos && childDepth < maxDepth)
          visitChildren(child, childDepth, insideRun, penalty);
      }
    };
    visitChildren(0, 0, false, 0);
  }

  private nodeOf(text: string): number {
    let node = 0;
    for (let depth = 0; depth < text.length; depth++) {
      const char = text.charCodeAt(depth);
      let child = node + 1;
      while (child < this.nodeEnd[node] && this.nodeChar[child] !== char) child = this.nodeEnd[child];
      if (child >= this.nodeEnd[node]) return -1;
      node = child;
    }
    return node;
  }

  private rangeOf(node: number): TermRange {
    const after = this.nodeEnd[node];
    return {
      first: this.nodeFirstTerm[node],
      end: after < this.nodeCount ? this.nodeFirstTerm[after] : this.terms.length,
    };
  }
}

function commonPrefixLength(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let index = 0;
  while (index < limit && a.charCodeAt(index) === b.charCodeAt(index)) index++;
  return index;
}
