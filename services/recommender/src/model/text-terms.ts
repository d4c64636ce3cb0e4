// Common English words and words every plot summary uses: they say nothing about what a movie is like.
const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
both but by can could did do does doing down during each few for from further get gets had has have having he her
here hers herself him himself his how i if in into is it its itself just let me more most my myself no nor not now
of off on once only or other our ours ourselves out over own same she should so some such than that the their theirs
them themselves then there these they this those through to too under until up upon very was we were what when where
which while who whom why will with would you your yours yourself yourselves one two three new first last must finds
find becomes become take takes life story film movie world young man woman year years old way day time help back
make makes goes go comes come while whose its it's he's she's`.split(/\s+/),
);

/** Content words of a plot summary, lower-cased, with a plural "s" trimmed so "heist" and "heists" match. */
export function overviewTerms(text: string): string[] {
  const terms: string[] = [];
  for (const raw of text.toLowerCase().match(/[a-z][a-z'-]+/g) ?? []) {
    const word = raw.replace(/'s$/, '').replace(/^-+|-+$/g, '');
    if (word.length < 3 || STOPWORDS.has(word)) continue;
    terms.push(word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);
  }
  return terms;
}
