/**
 * One language's words for telling a film's story, with their English: the catalog's overviews and keywords and the
 * sentence encoder are English, so a plot told in Spanish or German is glossed word by word before it is matched.
 */
export interface StoryWords {
  /** Words that only hold a sentence together ('que', 'una', 'der'): left out of the gloss. */
  skip: string;
  /**
   * Plot words and their English, accent-free and lower case. A key of two words is a phrase ('pez payaso'); a key
   * ending in '*' stands for every word it begins ('atac*': atacar, ataca, atacan).
   */
  words: Record<string, string>;
  /**
   * Whether the language joins words into one ('Kurzzeitgedächtnis', 'Hausmann'): a word the table does not know is
   * then read by the known word it ends with, or else the one it begins with.
   */
  compounds?: boolean;
  /**
   * The particles a verb of the language sends to its clause's end ('er haut am Ende durch die Kanalisation ab'), and
   * the words that join two clauses ('und'): a clause that ends in a particle is read with it back beside its verb
   * ('haut ab'), when the table holds the two as a phrase.
   */
  particlesLast?: { particles: string; joins: string };
}
