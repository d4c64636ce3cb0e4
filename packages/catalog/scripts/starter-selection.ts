/**
 * The hand-picked movies of the built-in starter catalog, with overviews written for Marquee.
 *
 * Only the TMDB id, a title (checked against the data by the build script, to catch typos in ids)
 * and our own overview live here. Every other fact is read from the shared datasets by
 * build-starter-catalog.ts. Overviews are original, spoiler-light summaries: never copy or
 * paraphrase a dataset overview or tagline (starter-catalog.test.ts rejects 8-word overlaps).
 *
 * Ordered by release date. The Final Destination and Mission: Impossible films, Interstellar,
 * Inception, Stree 2 and the Godfather trilogy are required (the product's "popular searches").
 */
export interface StarterSelectionEntry {
  /** TMDB movie id. */
  id: number;
  /** The title as the datasets spell it. */
  title: string;
  /** 1-3 sentences in our own words. */
  overview: string;
  /** Only for a movie that no dataset has: its facts (checked by hand against public sources). */
  facts?: {
    original_language: string;
    release_date: string;
    runtime: number | null;
    genre_ids: number[];
    keywords: string[];
    directors: string[];
    /** Top-billed first. */
    cast: string[];
    certification: 'G' | 'PG' | 'PG-13' | 'R' | 'NC-17' | null;
    countries: string[];
  };
}

export const starterSelection: readonly StarterSelectionEntry[] = [
  {
    id: 653,
    title: 'Nosferatu',
    overview:
      "A real-estate clerk travels to the Carpathian mountains to finalize a house sale with the reclusive Count Orlok, not realizing his client is a vampire with designs on his town and his young wife. F. W. Murnau's silent expressionist landmark.",
  },
  {
    id: 19,
    title: 'Metropolis',
    overview:
      "In a towering city of the future, the privileged son of its ruler discovers the workers who toil beneath the streets, just as a robot double of their gentle prophet is built to sow chaos. Fritz Lang's silent science-fiction epic.",
  },
  {
    id: 901,
    title: 'City Lights',
    overview:
      'The Tramp falls for a blind flower seller who mistakes him for a wealthy gentleman, and he schemes, boxes and scrapes to pay for an operation that could restore her sight.',
  },
  {
    id: 832,
    title: 'M',
    overview:
      "A city gripped by fear over a child murderer watches both the police and the criminal underworld hunt the same man, each for their own reasons. Fritz Lang's first sound film, starring Peter Lorre.",
  },
  {
    id: 3035,
    title: 'Frankenstein',
    overview:
      'Driven by ambition, young scientist Henry Frankenstein assembles a body from the dead and brings it to life, then loses control of the bewildered creature he has made. Boris Karloff plays the Monster.',
  },
  {
    id: 244,
    title: 'King Kong',
    overview:
      'A showman takes his film crew and a struggling actress to an uncharted island, where a colossal ape seizes her, and then ships the captured beast to Manhattan to put it on display before Broadway crowds.',
  },
  {
    id: 3078,
    title: 'It Happened One Night',
    overview:
      "A runaway heiress riding a bus to New York crosses paths with a freshly fired reporter who smells a story, and their bickering road trip turns into something more. Frank Capra's screwball comedy.",
  },
  {
    id: 3082,
    title: 'Modern Times',
    overview:
      "Charlie Chaplin's Little Tramp is chewed up by factory assembly lines, jail cells and the Great Depression, finding an ally in a spirited orphan girl. A near-silent comedy about surviving the machine age.",
  },
  {
    id: 408,
    title: 'Snow White and the Seven Dwarfs',
    overview:
      "Fleeing a jealous queen who wants her dead, a young princess takes refuge in a forest cottage shared by seven miners. Disney's first feature-length animated film.",
  },
  {
    id: 995,
    title: 'Stagecoach',
    overview:
      'A mismatched band of strangers, among them an escaped outlaw, a hard-drinking doctor and a woman run out of town, share a stagecoach across dangerous Apache territory. The John Ford western that made John Wayne a star.',
  },
  {
    id: 630,
    title: 'The Wizard of Oz',
    overview:
      'Swept away from her Kansas farm by a tornado, Dorothy lands in the colorful land of Oz and sets off with a scarecrow, a tin man and a cowardly lion to ask a mysterious wizard to send her home.',
  },
  {
    id: 3083,
    title: 'Mr. Smith Goes to Washington',
    overview:
      'An idealistic scout leader appointed to fill a Senate vacancy is expected to be a harmless figurehead, until he stumbles onto political graft and refuses to stay quiet.',
  },
  {
    id: 770,
    title: 'Gone with the Wind',
    overview:
      "Headstrong Scarlett O'Hara fights to hold on to her family's Georgia plantation through the Civil War and Reconstruction, while her tangled feelings for Ashley Wilkes and Rhett Butler shape her life.",
  },
  {
    id: 10895,
    title: 'Pinocchio',
    overview:
      'A wooden puppet carved by the kindly Geppetto is brought to life and must prove himself brave, truthful and unselfish to become a real boy, with a cricket serving as his conscience.',
  },
  {
    id: 223,
    title: 'Rebecca',
    overview:
      "A shy young woman marries a wealthy widower and moves into his grand Cornish estate, where the memory of his first wife, and a fiercely devoted housekeeper, seem to fill every room. Hitchcock's first Hollywood film.",
  },
  {
    id: 914,
    title: 'The Great Dictator',
    overview:
      'Charlie Chaplin plays both a ranting dictator and the Jewish barber who happens to look exactly like him, in a biting satire of fascism made as war spread across Europe.',
  },
  {
    id: 756,
    title: 'Fantasia',
    overview:
      "Disney's bold experiment pairing animation with classical music, from dancing mushrooms and battling dinosaurs to Mickey Mouse as a sorcerer's apprentice, performed under Leopold Stokowski.",
  },
  {
    id: 15,
    title: 'Citizen Kane',
    overview:
      'After a powerful newspaper magnate dies whispering a single word, a reporter interviews the people who knew him to learn what it meant, piecing together a life of ambition and loneliness.',
  },
  {
    id: 963,
    title: 'The Maltese Falcon',
    overview:
      'San Francisco private eye Sam Spade is drawn into a deadly scramble among liars and crooks for a priceless jewel-encrusted statuette after his partner is gunned down.',
  },
  {
    id: 3170,
    title: 'Bambi',
    overview:
      'A young deer grows up in the forest alongside his friends Thumper and Flower, learning about the changing seasons, first love and the danger posed by man.',
  },
  {
    id: 289,
    title: 'Casablanca',
    overview:
      'In wartime Morocco, a cynical American nightclub owner finds his neutrality tested when his former love walks in with her husband, a resistance leader who needs safe passage out.',
  },
  {
    id: 996,
    title: 'Double Indemnity',
    overview:
      'An insurance salesman gets tangled up with a married woman who wants her husband gone, and together they plot a murder designed to pay off twice. A defining film noir.',
  },
  {
    id: 1585,
    title: "It's a Wonderful Life",
    overview:
      'On a desperate Christmas Eve, a small-town building-and-loan manager who has always put others first is shown by an angel what his community would have become without him.',
  },
  {
    id: 3090,
    title: 'The Treasure of the Sierra Madre',
    overview:
      'Three down-on-their-luck Americans in Mexico go prospecting for gold in the mountains, and greed and suspicion slowly poison their partnership. Humphrey Bogart stars for John Huston.',
  },
  {
    id: 1092,
    title: 'The Third Man',
    overview:
      'An American pulp novelist arrives in bombed-out postwar Vienna to work for an old friend, only to learn the friend has just died in suspicious circumstances.',
  },
  {
    id: 11224,
    title: 'Cinderella',
    overview:
      'Mistreated by her stepmother and stepsisters, a kind young woman gets help from her fairy godmother and a few loyal mice to attend the royal ball.',
  },
  {
    id: 599,
    title: 'Sunset Boulevard',
    overview:
      'A struggling screenwriter hides out in the decaying mansion of a forgotten silent-film star who dreams of a comeback, and becomes trapped in her fantasy.',
  },
  {
    id: 548,
    title: 'Rashomon',
    overview:
      "A samurai's death and an assault in the woods are recounted by a bandit, a wife, a spirit and a woodcutter, each telling a different version. Akira Kurosawa's study of truth and perspective.",
  },
  {
    id: 702,
    title: 'A Streetcar Named Desire',
    overview:
      "Faded Southern belle Blanche DuBois arrives at her sister Stella's cramped New Orleans apartment, where her fragile illusions collide with Stella's volatile husband, Stanley Kowalski. Marlon Brando and Vivien Leigh star.",
  },
  {
    id: 288,
    title: 'High Noon',
    overview:
      'On the day he retires, a small-town marshal learns that a killer he sent to prison is arriving on the noon train, and finds that nobody in town will stand with him.',
  },
  {
    id: 872,
    title: "Singin' in the Rain",
    overview:
      'When Hollywood switches to talking pictures, a silent-era star, his songwriting pal and a young hopeful scramble to save a film whose leading lady has a voice nobody should hear.',
  },
  {
    id: 804,
    title: 'Roman Holiday',
    overview:
      "A sheltered princess on an official tour slips away for a day in Rome, and an American reporter who recognizes her sees the scoop of a lifetime. Audrey Hepburn's breakout role.",
  },
  {
    id: 346,
    title: 'Seven Samurai',
    overview:
      "A poor farming village hires seven masterless samurai to defend it against bandits who return every harvest. Akira Kurosawa's epic remains the blueprint for the ensemble action film.",
  },
  {
    id: 654,
    title: 'On the Waterfront',
    overview:
      'An ex-boxer working the New York docks under a corrupt union boss must decide whether to testify about the crimes he has witnessed.',
  },
  {
    id: 567,
    title: 'Rear Window',
    overview:
      'A photographer confined to his apartment with a broken leg passes the time watching the neighbors across the courtyard, and grows convinced that a salesman over the way has done away with his wife.',
  },
  {
    id: 1678,
    title: 'Godzilla',
    overview:
      'Nuclear testing awakens a giant prehistoric creature that rises from the sea and lays waste to Tokyo, as scientists search desperately for a way to stop it.',
  },
  {
    id: 3114,
    title: 'The Searchers',
    overview:
      'A bitter Civil War veteran spends years tracking his niece, abducted during a Comanche raid, on a search that exposes the hatred in his own heart. John Ford directs John Wayne.',
  },
  {
    id: 490,
    title: 'The Seventh Seal',
    overview:
      "Returning from the Crusades to a land ravaged by plague, a weary knight challenges Death to a game of chess. Ingmar Bergman's meditation on faith and mortality.",
  },
  {
    id: 389,
    title: '12 Angry Men',
    overview:
      'A jury in a murder trial seems ready to convict a teenager within minutes, until one juror asks his colleagues to take a closer look at the evidence.',
  },
  {
    id: 975,
    title: 'Paths of Glory',
    overview:
      "During World War I, a French colonel defends three soldiers picked to face a court-martial after an impossible attack fails. Stanley Kubrick's anti-war drama stars Kirk Douglas.",
  },
  {
    id: 826,
    title: 'The Bridge on the River Kwai',
    overview:
      'British prisoners of war in Burma are ordered to build a railway bridge for their Japanese captors, and their proud colonel becomes determined to make it a monument to his men.',
  },
  {
    id: 426,
    title: 'Vertigo',
    overview:
      "A retired San Francisco detective with a crippling fear of heights is hired to follow an old friend's wife, and becomes obsessed with the woman he is watching.",
  },
  {
    id: 239,
    title: 'Some Like It Hot',
    overview:
      'Two jazz musicians who witness a gangland massacre in Chicago disguise themselves as women and join an all-female band headed for Florida, where complications pile up.',
  },
  {
    id: 301,
    title: 'Rio Bravo',
    overview:
      "A sheriff holds a murderer in the town jail while the prisoner's powerful rancher brother surrounds the town, leaving the lawman to rely on a drunk deputy, a grizzled old-timer and a young gunslinger.",
  },
  {
    id: 213,
    title: 'North by Northwest',
    overview:
      'A Madison Avenue ad man is mistaken for a government agent and chased across the country by spies, from a cornfield crop-duster to the faces of Mount Rushmore.',
  },
  {
    id: 665,
    title: 'Ben-Hur',
    overview:
      'A Jewish prince in Roman-occupied Judea is betrayed by his childhood friend and condemned to the galleys, and survives to seek justice, building to a legendary chariot race.',
  },
  {
    id: 284,
    title: 'The Apartment',
    overview:
      'An ambitious insurance clerk climbs the corporate ladder by lending his apartment to executives for their affairs, then falls for the elevator operator one of them is seeing.',
  },
  {
    id: 539,
    title: 'Psycho',
    overview:
      "A secretary on the run with stolen cash stops for the night at a remote motel run by a polite young man devoted to his mother. Alfred Hitchcock's thriller changed horror for good.",
  },
  {
    id: 12230,
    title: 'One Hundred and One Dalmatians',
    overview:
      "When a pair of dalmatians' puppies are stolen by the fur-obsessed Cruella De Vil, the dogs of London band together to bring them home.",
  },
  {
    id: 164,
    title: "Breakfast at Tiffany's",
    overview:
      'In Manhattan, free-spirited Holly Golightly befriends the struggling writer who moves into her building, while she chases a rich husband and hides where she really came from.',
  },
  {
    id: 1725,
    title: 'West Side Story',
    overview:
      "On New York's Upper West Side, two rival street gangs are at war, and a former member of one falls in love with the sister of the other's leader. A musical retelling of Romeo and Juliet.",
  },
  {
    id: 11697,
    title: 'The Man Who Shot Liberty Valance',
    overview:
      'A senator returns to a frontier town for a funeral and recalls how, as a young lawyer, he stood up to a vicious outlaw with help from a tough local rancher. John Wayne and James Stewart star.',
  },
  {
    id: 646,
    title: 'Dr. No',
    overview:
      "British agent James Bond is sent to Jamaica to investigate a colleague's disappearance and uncovers a reclusive scientist's plot to sabotage American rocket launches. The first Bond film.",
  },
  {
    id: 947,
    title: 'Lawrence of Arabia',
    overview:
      'The story of T. E. Lawrence, the British officer who united Arab tribes against the Ottoman Empire during World War I and became a legend, told on a vast desert canvas.',
  },
  {
    id: 595,
    title: 'To Kill a Mockingbird',
    overview:
      'In Depression-era Alabama, young Scout Finch watches her father, lawyer Atticus Finch, defend a Black man falsely accused of a crime, and learns hard lessons about prejudice.',
  },
  {
    id: 571,
    title: 'The Birds',
    overview:
      'A San Francisco socialite follows a lawyer to a quiet coastal town, where flocks of birds begin attacking people without warning.',
  },
  {
    id: 5925,
    title: 'The Great Escape',
    overview:
      'Allied prisoners in a German camp built to hold escape artists organize a daring plan to tunnel out hundreds of men at once. Based on a true story.',
  },
  {
    id: 935,
    title: 'Dr. Strangelove or: How I Learned to Stop Worrying and Love the Bomb',
    overview:
      "An unhinged American general orders a nuclear attack on the USSR, and the president, his advisers and a former Nazi scientist scramble in the War Room to stop the end of the world. Stanley Kubrick's pitch-black comedy.",
  },
  {
    id: 433,
    title: 'Mary Poppins',
    overview:
      'A magical nanny arrives on the east wind to look after two children in Edwardian London, bringing songs, adventures and a new outlook to their starchy banker father.',
  },
  {
    id: 391,
    title: 'A Fistful of Dollars',
    overview:
      "A nameless gunslinger drifts into a border town torn between two rival families and plays them against each other for profit. The film that launched Sergio Leone's spaghetti westerns.",
  },
  {
    id: 658,
    title: 'Goldfinger',
    overview:
      'James Bond trails a gold-obsessed bullion dealer and uncovers his audacious scheme targeting the reserves at Fort Knox.',
  },
  {
    id: 15121,
    title: 'The Sound of Music',
    overview:
      'A high-spirited postulant becomes governess to the seven children of a stern widowed naval captain in Austria, filling the house with music as the Nazi annexation looms.',
  },
  {
    id: 13187,
    title: 'A Charlie Brown Christmas',
    overview:
      'Feeling let down by the commercial side of the holidays, Charlie Brown agrees to direct the Christmas play and goes looking for the perfect tree.',
  },
  {
    id: 938,
    title: 'For a Few Dollars More',
    overview:
      "Two bounty hunters with very different methods join forces to bring down a ruthless bandit and his gang in Sergio Leone's second Dollars film.",
  },
  {
    id: 429,
    title: 'The Good, the Bad and the Ugly',
    overview:
      'Three gunmen, each chasing a buried fortune in Confederate gold, form shifting alliances across the chaos of the American Civil War.',
  },
  {
    id: 9325,
    title: 'The Jungle Book',
    overview:
      'Raised by wolves, the boy Mowgli is escorted through the jungle toward the human village by a wise panther and a carefree bear, with a tiger on his trail.',
  },
  {
    id: 37247,
    title: 'The Graduate',
    overview:
      "A directionless college graduate drifts into an affair with the wife of his father's business partner, then falls for her daughter.",
  },
  {
    id: 871,
    title: 'Planet of the Apes',
    overview:
      'An astronaut crash-lands on a strange planet where intelligent apes rule and humans are hunted and caged like animals.',
  },
  {
    id: 62,
    title: '2001: A Space Odyssey',
    overview:
      'A mysterious black monolith links the dawn of humankind to a mission bound for Jupiter, where the crew must contend with their soft-spoken computer, HAL 9000.',
  },
  {
    id: 805,
    title: "Rosemary's Baby",
    overview:
      'A young wife moves into a grand old Manhattan apartment building with her actor husband and, after becoming pregnant, starts to suspect that the neighbors have sinister plans.',
  },
  {
    id: 10331,
    title: 'Night of the Living Dead',
    overview:
      "Strangers barricade themselves in a rural farmhouse as the recently dead rise and attack. George A. Romero's low-budget film set the rules for zombie horror.",
  },
  {
    id: 335,
    title: 'Once Upon a Time in the West',
    overview:
      "A widow, a mysterious harmonica-playing gunman and a notorious outlaw are drawn into a fight over land that a railroad baron wants at any cost. Sergio Leone's operatic western.",
  },
  {
    id: 576,
    title: 'The Wild Bunch',
    overview:
      "An aging gang of outlaws on the Mexican border in 1913 takes one last job as the world they knew disappears. Sam Peckinpah's violent elegy for the western.",
  },
  {
    id: 642,
    title: 'Butch Cassidy and the Sundance Kid',
    overview:
      'Two charming outlaws at the end of the Wild West era rob one train too many and flee a relentless posse, eventually heading for Bolivia.',
  },
  {
    id: 185,
    title: 'A Clockwork Orange',
    overview:
      'In a near-future Britain, a violent young gang leader with a passion for Beethoven is subjected to an experimental conditioning treatment meant to cure him of his urges.',
  },
  {
    id: 238,
    title: 'The Godfather',
    overview:
      "When the aging head of a powerful New York crime family is targeted by rivals, his youngest son, a war hero who wanted no part of the business, is drawn into the family's world.",
  },
  {
    id: 9552,
    title: 'The Exorcist',
    overview:
      'When a twelve-year-old girl begins behaving violently and speaking in strange voices, her desperate mother turns to two priests to perform an exorcism.',
  },
  {
    id: 829,
    title: 'Chinatown',
    overview:
      'A Los Angeles private investigator hired for what looks like a routine infidelity case stumbles into a web of murder, corruption and water rights.',
  },
  {
    id: 30497,
    title: 'The Texas Chain Saw Massacre',
    overview:
      'Five friends on a road trip through rural Texas stumble onto a family of cannibals, including the masked, chainsaw-wielding Leatherface.',
  },
  {
    id: 240,
    title: 'The Godfather: Part II',
    overview:
      "Michael Corleone extends the family's reach into Las Vegas and Cuba while facing betrayal close to home, intercut with the story of young Vito's rise in early twentieth-century New York.",
  },
  {
    id: 762,
    title: 'Monty Python and the Holy Grail',
    overview:
      'King Arthur and his knights clop along on imaginary horses in search of the Holy Grail, meeting a killer rabbit, insulting Frenchmen and a knight who refuses to admit defeat.',
  },
  {
    id: 578,
    title: 'Jaws',
    overview:
      'A great white shark terrorizes a New England beach town, and the police chief teams up with a marine biologist and a grizzled fisherman to hunt it down.',
  },
  {
    id: 510,
    title: "One Flew Over the Cuckoo's Nest",
    overview:
      'A rebellious convict gets himself transferred to a psychiatric ward, where he stirs up the other patients and butts heads with the iron-willed Nurse Ratched.',
  },
  {
    id: 103,
    title: 'Taxi Driver',
    overview:
      "An insomniac Vietnam veteran driving a cab through New York's night streets grows disgusted with the city and increasingly unstable.",
  },
  {
    id: 10774,
    title: 'Network',
    overview:
      "When a veteran news anchor breaks down on air, his network discovers that his rage is a ratings hit. Sidney Lumet's scathing satire of television.",
  },
  {
    id: 1366,
    title: 'Rocky',
    overview:
      'A small-time Philadelphia boxer gets a one-in-a-million shot at the heavyweight champion and trains to prove he can last all fifteen rounds.',
  },
  {
    id: 703,
    title: 'Annie Hall',
    overview:
      "Neurotic New York comedian Alvy Singer looks back on his on-and-off romance with the quirky, charming Annie Hall. Woody Allen's Oscar-winning comedy.",
  },
  {
    id: 11,
    title: 'Star Wars',
    overview:
      'A farm boy on a desert planet is swept into a rebellion against the Galactic Empire after two droids carrying stolen plans cross his path, joined by an old Jedi and a roguish smuggler.',
  },
  {
    id: 621,
    title: 'Grease',
    overview:
      'A summer romance between a leather-jacketed greaser and a wholesome new girl hits complications when they discover they attend the same high school. A musical about 1950s teens.',
  },
  {
    id: 32677,
    title: "Rescue From Gilligan's Island",
    overview:
      "After years stranded, the castaways of Gilligan's Island finally drift back to civilization, only to find ordinary life just as hard to navigate as the island ever was. A reunion TV movie.",
  },
  {
    id: 948,
    title: 'Halloween',
    overview:
      'Fifteen years after killing his sister, Michael Myers escapes from a psychiatric hospital and returns to his hometown on Halloween night, where babysitter Laurie Strode becomes his target.',
  },
  {
    id: 11778,
    title: 'The Deer Hunter',
    overview:
      'Three steelworker friends from a small Pennsylvania town go off to fight in Vietnam and return, if at all, profoundly altered by what they endured.',
  },
  {
    id: 1924,
    title: 'Superman',
    overview:
      'Sent to Earth as a baby from the doomed planet Krypton, Clark Kent grows up to become a mild-mannered Metropolis reporter and a superhero who must stop Lex Luthor.',
  },
  {
    id: 348,
    title: 'Alien',
    overview:
      'The crew of a commercial space tug answers a distress signal on a desolate moon and brings back a deadly creature that begins stalking them through the ship.',
  },
  {
    id: 28,
    title: 'Apocalypse Now',
    overview:
      'During the Vietnam War, an army captain is sent upriver into Cambodia to find and eliminate a rogue colonel who has set himself up as a god among the locals.',
  },
  {
    id: 583,
    title: 'Life of Brian',
    overview:
      "Born in the stable next door to Jesus, an ordinary man named Brian is mistaken for the Messiah. Monty Python's satire of religion and politics.",
  },
  {
    id: 1891,
    title: 'The Empire Strikes Back',
    overview:
      'As the Empire hunts the rebels across the galaxy, Luke Skywalker seeks out the Jedi master Yoda while Han Solo and Princess Leia try to stay one step ahead of Darth Vader.',
  },
  {
    id: 694,
    title: 'The Shining',
    overview:
      "A writer takes a job as the winter caretaker of an isolated mountain hotel, bringing his wife and psychic young son, and the hotel's dark influence gradually takes hold of him.",
  },
  {
    id: 525,
    title: 'The Blues Brothers',
    overview:
      'Fresh out of prison, Jake Blues and his brother Elwood set out on what they call a "mission from God": reuniting their band to raise the money that will save the orphanage where they grew up.',
  },
  {
    id: 1578,
    title: 'Raging Bull',
    overview:
      'The turbulent life of middleweight boxer Jake LaMotta, whose ferocity in the ring is matched by the jealousy and rage that wreck his relationships outside it.',
  },
  {
    id: 85,
    title: 'Raiders of the Lost Ark',
    overview:
      'Archaeologist Indiana Jones races Nazi agents across the globe to find the Ark of the Covenant before its power can be put to evil use.',
  },
  {
    id: 601,
    title: 'E.T. the Extra-Terrestrial',
    overview:
      'A lonely boy befriends a gentle alien stranded on Earth and, with his brother and sister, tries to help it get home while hiding it from the adults and government agents searching for it.',
  },
  {
    id: 609,
    title: 'Poltergeist',
    overview:
      "A suburban family's home is invaded by spirits that communicate through the television, and when their youngest daughter vanishes, they call in paranormal investigators.",
  },
  {
    id: 11314,
    title: 'Koyaanisqatsi',
    overview:
      "A wordless documentary of time-lapse and slow-motion images, from desert landscapes to teeming cities, set to Philip Glass's hypnotic score.",
  },
  {
    id: 78,
    title: 'Blade Runner',
    overview:
      'In a rain-soaked Los Angeles of 2019, a burned-out detective is ordered to track down a group of fugitive replicants, synthetic humans who have returned to Earth.',
  },
  {
    id: 1091,
    title: 'The Thing',
    overview:
      'At an isolated research base in Antarctica, a team of men discovers an alien organism that can perfectly imitate any living thing it absorbs, and trust quickly collapses.',
  },
  {
    id: 1368,
    title: 'First Blood',
    overview:
      'A drifting Vietnam veteran, John Rambo, is harassed by a small-town sheriff and his deputies and fights back in the forests of the Pacific Northwest.',
  },
  {
    id: 1892,
    title: 'Return of the Jedi',
    overview:
      "Luke Skywalker and his friends rescue Han Solo from Jabba the Hutt, then join the Rebel Alliance's attack on a new Death Star as Luke confronts Darth Vader and the Emperor.",
  },
  {
    id: 111,
    title: 'Scarface',
    overview:
      'A Cuban refugee arrives in Miami with nothing and claws his way to the top of the cocaine trade, where paranoia and excess catch up with him.',
  },
  {
    id: 620,
    title: 'Ghostbusters',
    overview:
      'Three parapsychologists thrown out of their university start a ghost-removal business in New York, just as the city faces a supernatural invasion.',
  },
  {
    id: 927,
    title: 'Gremlins',
    overview:
      'A young man receives a strange pet for Christmas that comes with three rules, and when those rules are broken, mischievous monsters overrun his small town.',
  },
  {
    id: 218,
    title: 'The Terminator',
    overview:
      'A cyborg assassin is sent back in time from a machine-ruled future to kill Sarah Connor, a waitress in Los Angeles, and a lone soldier follows to protect her.',
  },
  {
    id: 279,
    title: 'Amadeus',
    overview:
      'Court composer Antonio Salieri recalls his consuming envy of Wolfgang Amadeus Mozart, a vulgar young prodigy whose genius he could recognize but never match.',
  },
  {
    id: 24128,
    title: 'Stop Making Sense',
    overview:
      "Jonathan Demme's concert film captures Talking Heads live in Los Angeles, as the band builds the show from a lone acoustic guitar to a full, exuberant ensemble.",
  },
  {
    id: 2108,
    title: 'The Breakfast Club',
    overview:
      'A jock, a brain, a princess, a rebel and a loner spend a Saturday in detention together and slowly drop the labels they walked in with.',
  },
  {
    id: 9340,
    title: 'The Goonies',
    overview:
      "A group of kids about to lose their homes find an old treasure map and head underground in search of a pirate's fortune, with a family of crooks in pursuit.",
  },
  {
    id: 105,
    title: 'Back to the Future',
    overview:
      "Seventeen-year-old Marty McFly lands in 1955 after a mishap with his scientist friend's time-traveling DeLorean, and must make sure his future parents fall in love or risk erasing himself.",
  },
  {
    id: 744,
    title: 'Top Gun',
    overview:
      'A cocky naval aviator nicknamed Maverick competes for top honors at an elite fighter-weapons school while falling for one of his instructors.',
  },
  {
    id: 679,
    title: 'Aliens',
    overview:
      'Ellen Ripley returns to the moon where her crew found the creature, this time with a unit of colonial marines, after contact is lost with a colony of settlers.',
  },
  {
    id: 235,
    title: 'Stand by Me',
    overview:
      'In 1959 Oregon, four boys set out on a hike to see a dead body rumored to be lying near the railroad tracks, a journey that tests their friendship.',
  },
  {
    id: 792,
    title: 'Platoon',
    overview:
      "A young volunteer in Vietnam finds his platoon split between two sergeants with opposing moral codes, in Oliver Stone's film drawn from his own service.",
  },
  {
    id: 765,
    title: 'Evil Dead II',
    overview:
      'Ash retreats to a remote cabin where a recording of an ancient book awakens demonic forces, and he spends a long night fighting them off in a blend of gore and slapstick.',
  },
  {
    id: 600,
    title: 'Full Metal Jacket',
    overview:
      'Marine recruits endure a brutal drill instructor at boot camp, then one of them, now a military journalist, is sent into the chaos of Vietnam during the Tet Offensive.',
  },
  {
    id: 2493,
    title: 'The Princess Bride',
    overview:
      'A grandfather reads his sick grandson a tale of true love and swashbuckling adventure, featuring a farmhand turned pirate, a kidnapped princess, a vengeful swordsman and a gentle giant.',
  },
  {
    id: 4011,
    title: 'Beetlejuice',
    overview:
      'A recently deceased couple haunting their country home hire a crude "bio-exorcist" to scare off the obnoxious new owners, with chaotic results.',
  },
  {
    id: 8392,
    title: 'My Neighbor Totoro',
    overview:
      'Two young sisters move to the countryside to be closer to their mother, who is recovering in a nearby hospital, and meet friendly forest spirits, including the giant, furry Totoro.',
  },
  {
    id: 12477,
    title: 'Grave of the Fireflies',
    overview:
      'As firebombing devastates Japan near the end of World War II, a teenage boy and his little sister struggle to survive on their own. A heartbreaking Studio Ghibli drama.',
  },
  {
    id: 562,
    title: 'Die Hard',
    overview:
      'A New York cop visiting his estranged wife in Los Angeles is the only man free to act when armed criminals take over her office tower during a Christmas party.',
  },
  {
    id: 149,
    title: 'Akira',
    overview:
      'In the neon-lit Neo-Tokyo of 2019, a biker gang member gains devastating psychic powers after a secret government experiment, and his best friend tries to stop him.',
  },
  {
    id: 14285,
    title: 'The Thin Blue Line',
    overview:
      'Errol Morris reexamines the case of a man sentenced to death for the 1976 killing of a Dallas police officer, in a documentary that casts serious doubt on the verdict.',
  },
  {
    id: 11216,
    title: 'Cinema Paradiso',
    overview:
      'A famous film director returns to his Sicilian village for a funeral and remembers his childhood friendship with the projectionist of the local movie theater.',
  },
  {
    id: 380,
    title: 'Rain Man',
    overview:
      "A self-centered car dealer learns that his father's fortune went to an autistic older brother he never knew he had, and takes him on a cross-country road trip.",
  },
  {
    id: 89,
    title: 'Indiana Jones and the Last Crusade',
    overview:
      'Indiana Jones teams up with his estranged father, a scholar obsessed with the Holy Grail, to find the legendary cup before the Nazis do.',
  },
  {
    id: 207,
    title: 'Dead Poets Society',
    overview:
      'At a rigid New England prep school in 1959, a new English teacher with unorthodox methods urges his students to think for themselves and make their lives extraordinary.',
  },
  {
    id: 268,
    title: 'Batman',
    overview:
      "Gotham City's masked vigilante faces a new enemy when a gangster, disfigured in a chemical plant, reemerges as the grinning, homicidal Joker.",
  },
  {
    id: 925,
    title: 'Do the Right Thing',
    overview:
      'During a blistering heat wave in Bedford-Stuyvesant, Brooklyn, friction between neighbors and the Italian-American owner of a local pizzeria steadily builds toward a breaking point. Spike Lee writes, directs and stars.',
  },
  {
    id: 16859,
    title: "Kiki's Delivery Service",
    overview:
      'A young witch leaves home at thirteen, as tradition demands, and starts a flying delivery service in a seaside city with her black cat Jiji.',
  },
  {
    id: 1779,
    title: 'Roger & Me',
    overview:
      "Michael Moore's documentary about the devastation of Flint, Michigan, after General Motors closes its plants, and his dogged attempts to confront GM chairman Roger Smith.",
  },
  {
    id: 10144,
    title: 'The Little Mermaid',
    overview:
      'Ariel, a mermaid princess fascinated by the human world, trades her voice to a sea witch for a chance to win the heart of a prince.',
  },
  {
    id: 114,
    title: 'Pretty Woman',
    overview:
      'A wealthy businessman hires a Hollywood Boulevard sex worker to be his companion for a week, and the arrangement turns into an unlikely romance.',
  },
  {
    id: 769,
    title: 'GoodFellas',
    overview:
      'Henry Hill recounts his life in the mob, from running errands for wiseguys as a boy to the money, violence and paranoia of his years with a New York crime family.',
  },
  {
    id: 581,
    title: 'Dances with Wolves',
    overview:
      'A Union officer posted to a remote frontier outpost befriends a band of Lakota Sioux and gradually embraces their way of life.',
  },
  {
    id: 771,
    title: 'Home Alone',
    overview:
      'Accidentally left behind when his family flies to Paris for Christmas, eight-year-old Kevin must defend the house against two bumbling burglars.',
  },
  {
    id: 162,
    title: 'Edward Scissorhands',
    overview:
      'An artificial man left unfinished with scissors for hands is taken in by a suburban family, charming the neighborhood before its welcome turns sour.',
  },
  {
    id: 242,
    title: 'The Godfather: Part III',
    overview:
      'An aging Michael Corleone seeks legitimacy and redemption through dealings with the Vatican, but old enemies and his hot-headed nephew pull him back toward the life he wants to leave.',
  },
  {
    id: 274,
    title: 'The Silence of the Lambs',
    overview:
      'An FBI trainee seeks insight from Dr. Hannibal Lecter, a jailed psychiatrist with cannibalistic appetites, to catch a serial killer who is still at large.',
  },
  {
    id: 280,
    title: 'Terminator 2: Judgment Day',
    overview:
      'Years after the first attack, a new shape-shifting machine is sent to kill the teenage John Connor, and a reprogrammed Terminator arrives to guard him as his mother Sarah tries to stop the war before it starts.',
  },
  {
    id: 10020,
    title: 'Beauty and the Beast',
    overview:
      "A bookish young woman takes her father's place as prisoner in an enchanted castle, whose beastly master must learn to love before a cursed rose loses its last petal.",
  },
  {
    id: 33,
    title: 'Unforgiven',
    overview:
      'A retired gunfighter turned struggling pig farmer takes one last bounty job to support his children, and finds the killing no easier than before.',
  },
  {
    id: 500,
    title: 'Reservoir Dogs',
    overview:
      'After a jewelry heist goes badly wrong, the surviving criminals regroup in a warehouse and begin to suspect that one of them is a police informant.',
  },
  {
    id: 812,
    title: 'Aladdin',
    overview:
      'A street-smart young thief in Agrabah finds a magic lamp holding a wisecracking genie and uses his wishes to win over a princess, while a scheming vizier plots to seize the throne.',
  },
  {
    id: 137,
    title: 'Groundhog Day',
    overview:
      'A cynical TV weatherman covering the annual groundhog festivities in Punxsutawney wakes up every morning to the same February 2nd, with no idea how to escape it.',
  },
  {
    id: 329,
    title: 'Jurassic Park',
    overview:
      'A billionaire invites scientists to preview his island theme park of cloned dinosaurs, but a security failure leaves them running for their lives.',
  },
  {
    id: 9479,
    title: 'The Nightmare Before Christmas',
    overview:
      'Bored with scaring people year after year, Jack Skellington, the Pumpkin King of Halloween Town, discovers Christmas Town and decides to take over the holiday himself.',
  },
  {
    id: 788,
    title: 'Mrs. Doubtfire',
    overview:
      'After a bitter divorce limits time with his kids, an out-of-work voice actor disguises himself as an elderly Scottish nanny to get hired by his ex-wife.',
  },
  {
    id: 424,
    title: "Schindler's List",
    overview:
      'German businessman Oskar Schindler, an opportunistic member of the Nazi party, comes to risk everything to save more than a thousand Jewish workers during the Holocaust.',
  },
  {
    id: 11969,
    title: 'Tombstone',
    overview:
      'Wyatt Earp tries to settle down in the boomtown of Tombstone, Arizona, but a feud with an outlaw gang called the Cowboys draws him, his brothers and Doc Holliday into a showdown.',
  },
  {
    id: 1637,
    title: 'Speed',
    overview:
      'A bomb is rigged to explode if a Los Angeles city bus drops below 50 miles per hour, and a SWAT officer and a passenger must keep it moving.',
  },
  {
    id: 8587,
    title: 'The Lion King',
    overview:
      'Young lion prince Simba flees his kingdom after a tragedy engineered by his uncle Scar, and must one day return to claim his place as king.',
  },
  {
    id: 13,
    title: 'Forrest Gump',
    overview:
      'A kind-hearted Alabama man with a low IQ drifts through decades of American history, from Vietnam to ping-pong diplomacy, while never forgetting his childhood love, Jenny.',
  },
  {
    id: 26564,
    title: 'Crumb',
    overview:
      'A documentary portrait of underground cartoonist Robert Crumb, his provocative art and his troubled family, directed by his friend Terry Zwigoff.',
  },
  {
    id: 14275,
    title: 'Hoop Dreams',
    overview:
      'Filmed over five years, this documentary follows two Chicago teenagers, William Gates and Arthur Agee, as they chase dreams of playing in the NBA.',
  },
  {
    id: 101,
    title: 'Leon: The Professional',
    overview:
      'A solitary New York hitman reluctantly takes in a twelve-year-old girl whose family was murdered by a corrupt DEA agent, and she asks him to teach her his trade.',
  },
  {
    id: 278,
    title: 'The Shawshank Redemption',
    overview:
      'Banker Andy Dufresne is sentenced to life in Shawshank prison for a double murder he says he did not commit, and over the decades forms a deep friendship with fellow inmate Red.',
  },
  {
    id: 680,
    title: 'Pulp Fiction',
    overview:
      "The lives of two hitmen, a boxer, a gangster's wife and a pair of diner robbers intertwine in Los Angeles, in Quentin Tarantino's nonlinear crime saga.",
  },
  {
    id: 76,
    title: 'Before Sunrise',
    overview:
      'An American and a French student meet on a train across Europe and impulsively spend one night walking and talking through Vienna before he flies home.',
  },
  {
    id: 197,
    title: 'Braveheart',
    overview:
      'In late thirteenth-century Scotland, William Wallace leads a rebellion against the brutal English king Edward I after a devastating personal loss.',
  },
  {
    id: 568,
    title: 'Apollo 13',
    overview:
      'When an oxygen tank explodes on the way to the Moon in 1970, three astronauts and the team at Mission Control improvise to bring the crippled spacecraft home.',
  },
  {
    id: 629,
    title: 'The Usual Suspects',
    overview:
      'The only survivor of a bloody massacre on a ship tells a customs agent how five criminals met in a police lineup, and about the mythical crime lord who may have pulled their strings.',
  },
  {
    id: 807,
    title: 'Se7en',
    overview:
      'Two detectives, a weary veteran days from retirement and a hot-headed newcomer, hunt a serial killer who stages each murder around one of the seven deadly sins.',
  },
  {
    id: 862,
    title: 'Toy Story',
    overview:
      "Woody, a pull-string cowboy and a boy's favorite toy, feels threatened when a flashy space-ranger action figure named Buzz Lightyear arrives. The first fully computer-animated feature.",
  },
  {
    id: 9323,
    title: 'Ghost in the Shell',
    overview:
      'In a future where people can augment their bodies with cybernetics, a cyborg security agent hunts a mysterious hacker known as the Puppet Master.',
  },
  {
    id: 949,
    title: 'Heat',
    overview:
      'A meticulous professional thief and the obsessive Los Angeles detective on his trail circle each other as the crew plans one last big score.',
  },
  {
    id: 8844,
    title: 'Jumanji',
    overview:
      'Two children discover a magical board game that unleashes jungle dangers with every roll of the dice, and free a man who has been stuck inside it for decades.',
  },
  {
    id: 63,
    title: 'Twelve Monkeys',
    overview:
      'A prisoner from a future devastated by a deadly virus is sent back in time to gather information about the outbreak and a mysterious group called the Army of the Twelve Monkeys.',
  },
  {
    id: 627,
    title: 'Trainspotting',
    overview:
      'Mark Renton and his circle of heroin-addicted friends in Edinburgh try, fail and try again to get clean and find a way out.',
  },
  {
    id: 275,
    title: 'Fargo',
    overview:
      'A desperate Minnesota car salesman arranges to have his wife kidnapped for ransom, and a very pregnant, very polite police chief follows the bloody trail that results.',
  },
  {
    id: 9305,
    title: 'Microcosmos',
    overview:
      'A nearly wordless documentary that shrinks the camera to insect size to explore a day and a night in a French meadow, where ants, beetles and snails become giants.',
  },
  {
    id: 954,
    title: 'Mission: Impossible',
    overview:
      'After a mission in Prague goes disastrously wrong, IMF agent Ethan Hunt is framed as a traitor and must find the real mole, leading to a daring break-in at CIA headquarters.',
  },
  {
    id: 602,
    title: 'Independence Day',
    overview:
      "Massive alien ships take up position over the world's cities, and a fighter pilot, a cable technician and the U.S. president lead the fight back around the Fourth of July.",
  },
  {
    id: 10548,
    title: 'When We Were Kings',
    overview:
      'A documentary about the 1974 "Rumble in the Jungle" in Zaire, where Muhammad Ali took on heavyweight champion George Foreman, and the music festival and politics surrounding it.',
  },
  {
    id: 4232,
    title: 'Scream',
    overview:
      "A year after her mother's murder, a teenager in a small California town is targeted by a masked killer who is obsessed with the rules of horror movies.",
  },
  {
    id: 18,
    title: 'The Fifth Element',
    overview:
      'In the twenty-third century, a cab driver and former special-forces major gets caught up in the quest to protect a mysterious young woman who holds the key to stopping a cosmic evil.',
  },
  {
    id: 607,
    title: 'Men in Black',
    overview:
      'A New York cop is recruited by a secret agency that polices extraterrestrials living on Earth, and his first case involves an alien bug with a dangerous agenda.',
  },
  {
    id: 128,
    title: 'Princess Mononoke',
    overview:
      'Cursed by a raging boar god, a young prince travels west and finds himself caught between an iron-making town and the ancient forest spirits it is destroying.',
  },
  {
    id: 12219,
    title: '12 Angry Men',
    overview:
      'In a television remake of the courtroom classic, Jack Lemmon and George C. Scott lead a jury deciding the fate of a young defendant on a sweltering afternoon.',
  },
  {
    id: 597,
    title: 'Titanic',
    overview:
      'Aboard the ill-fated maiden voyage of the Titanic in 1912, a penniless artist and a young woman engaged to a wealthy man fall in love across the divide of class.',
  },
  {
    id: 489,
    title: 'Good Will Hunting',
    overview:
      'A janitor at MIT with a gift for mathematics is taken on by a professor, but only a therapist from his own side of Boston can reach the angry young man behind the genius.',
  },
  {
    id: 637,
    title: 'Life Is Beautiful',
    overview:
      'A playful Jewish-Italian bookshop owner uses humor and imagination to shield his young son from the horrors of the concentration camp where they are held.',
  },
  {
    id: 100,
    title: 'Lock, Stock and Two Smoking Barrels',
    overview:
      'Four East End friends sink into debt to a brutal gangster after a crooked card game, and their get-rich plan sets off a chain of double-crosses involving a pair of antique shotguns.',
  },
  {
    id: 115,
    title: 'The Big Lebowski',
    overview:
      'Jeff "The Dude" Lebowski, a laid-back Los Angeles slacker, is mistaken for a millionaire with the same name and drawn into a bungled kidnapping scheme.',
  },
  {
    id: 37165,
    title: 'The Truman Show',
    overview:
      'Insurance salesman Truman Burbank slowly begins to realize that his picture-perfect hometown, and everyone in it, may not be what they seem.',
  },
  {
    id: 10674,
    title: 'Mulan',
    overview:
      'To spare her ailing father, a young woman disguises herself as a man and takes his place in the Chinese army, accompanied by a small, talkative dragon.',
  },
  {
    id: 857,
    title: 'Saving Private Ryan',
    overview:
      'After the D-Day landings, a U.S. Army captain leads his squad behind enemy lines to find a paratrooper whose three brothers have been killed in action.',
  },
  {
    id: 11779,
    title: 'Buena Vista Social Club',
    overview:
      'Wim Wenders follows guitarist Ry Cooder and a group of veteran Cuban musicians as they record together and take their music from Havana to Carnegie Hall.',
  },
  {
    id: 603,
    title: 'The Matrix',
    overview:
      'A hacker called Neo learns that the world he lives in is a simulation controlled by machines, and joins a band of rebels fighting to free humanity.',
  },
  {
    id: 4951,
    title: '10 Things I Hate About You',
    overview:
      "A new student at a Seattle high school can't date the popular Bianca until her prickly older sister Kat has a boyfriend, so he pays a bad boy to woo her. A modern spin on The Taming of the Shrew.",
  },
  {
    id: 564,
    title: 'The Mummy',
    overview:
      'In 1926 Egypt, an adventurer, a librarian and her brother accidentally awaken a cursed high priest who seeks to restore himself and his lost love.',
  },
  {
    id: 2667,
    title: 'The Blair Witch Project',
    overview:
      'Three film students hike into the Maryland woods to make a documentary about a local legend, and their recovered footage shows what happened next.',
  },
  {
    id: 745,
    title: 'The Sixth Sense',
    overview:
      'A child psychologist tries to help a frightened eight-year-old boy who confides that he sees the dead.',
  },
  {
    id: 10386,
    title: 'The Iron Giant',
    overview:
      'In 1957 Maine, a boy befriends a giant metal robot that has fallen from the sky and hides it from a paranoid government agent.',
  },
  {
    id: 550,
    title: 'Fight Club',
    overview:
      'An insomniac office worker and a charismatic soap salesman start an underground club where men fight bare-knuckle, and it grows into something far more dangerous.',
  },
  {
    id: 497,
    title: 'The Green Mile',
    overview:
      'A death-row guard in 1930s Louisiana comes to believe that a gentle giant convicted of killing two girls has a miraculous gift.',
  },
  {
    id: 9532,
    title: 'Final Destination',
    overview:
      "A teenager's vivid premonition of a plane explosion gets him and a handful of classmates thrown off the flight, but Death does not like being cheated.",
  },
  {
    id: 98,
    title: 'Gladiator',
    overview:
      "Betrayed by the emperor's ambitious son, a Roman general loses his family and his rank and is sold into slavery, fighting his way through the arenas toward revenge.",
  },
  {
    id: 955,
    title: 'Mission: Impossible II',
    overview:
      'Ethan Hunt recruits a professional thief to help him stop a rogue IMF agent who plans to unleash an engineered virus stolen from a Sydney biotech firm.',
  },
  {
    id: 107,
    title: 'Snatch',
    overview:
      "An unlicensed boxing promoter, a stolen diamond, a bare-knuckle fighter who is hard to understand and a menagerie of London crooks collide in Guy Ritchie's comic crime caper.",
  },
  {
    id: 77,
    title: 'Memento',
    overview:
      "A man who cannot form new memories hunts for his wife's killer using tattoos, notes and Polaroid photos, in a story told largely in reverse.",
  },
  {
    id: 8358,
    title: 'Cast Away',
    overview:
      'A time-obsessed FedEx systems engineer survives a plane crash and washes up on a deserted island, where he must learn to live alone.',
  },
  {
    id: 141,
    title: 'Donnie Darko',
    overview:
      'A troubled teenager in 1988 suburbia escapes a freak accident and is visited by a figure in a rabbit costume who tells him the world will end in 28 days.',
  },
  {
    id: 824,
    title: 'Moulin Rouge!',
    overview:
      "A young English writer arrives in bohemian 1899 Paris and falls in love with Satine, the star courtesan of the Moulin Rouge, in Baz Luhrmann's pop-song musical.",
  },
  {
    id: 194,
    title: 'Amélie',
    overview:
      'A shy Parisian waitress secretly arranges small acts of kindness for the people around her, while struggling to pursue a romance of her own.',
  },
  {
    id: 808,
    title: 'Shrek',
    overview:
      'A grumpy ogre who wants his swamp back strikes a deal with a pint-sized lord to rescue a princess, traveling with a donkey who never stops talking.',
  },
  {
    id: 129,
    title: 'Spirited Away',
    overview:
      'When her parents are turned into pigs, ten-year-old Chihiro must work in a bathhouse for spirits to find a way to free them and return to the human world.',
  },
  {
    id: 1933,
    title: 'The Others',
    overview:
      'In a remote house on Jersey just after World War II, a strict mother raising two light-sensitive children begins to believe the house is haunted.',
  },
  {
    id: 585,
    title: 'Monsters, Inc.',
    overview:
      "Top scarer Sulley and his best friend Mike work at a factory that powers their monster city with children's screams, until a little girl slips through a closet door into their world.",
  },
  {
    id: 671,
    title: "Harry Potter and the Philosopher's Stone",
    overview:
      'On his eleventh birthday, orphan Harry Potter learns he is a wizard and heads to Hogwarts, where he makes lifelong friends and uncovers a secret hidden in the school.',
  },
  {
    id: 453,
    title: 'A Beautiful Mind',
    overview:
      'The story of mathematician John Nash, whose brilliance at Princeton is shadowed by a growing struggle with schizophrenia.',
  },
  {
    id: 120,
    title: 'The Lord of the Rings: The Fellowship of the Ring',
    overview:
      'A young hobbit inherits a ring of terrible power and sets out with eight companions to destroy it in the fires of Mount Doom before its dark lord can reclaim it.',
  },
  {
    id: 598,
    title: 'City of God',
    overview:
      "Growing up in a violent Rio de Janeiro favela in the 1960s and '70s, a boy who dreams of becoming a photographer watches childhood friends become ruthless gang leaders.",
  },
  {
    id: 423,
    title: 'The Pianist',
    overview:
      'Polish-Jewish pianist Władysław Szpilman survives the Warsaw Ghetto and the destruction of the city during World War II, hiding in its ruins.',
  },
  {
    id: 1430,
    title: 'Bowling for Columbine',
    overview:
      "Michael Moore investigates America's relationship with guns and violence in the wake of the 1999 Columbine High School shooting.",
  },
  {
    id: 121,
    title: 'The Lord of the Rings: The Two Towers',
    overview:
      "The fellowship is scattered: Frodo and Sam press on toward Mordor guided by Gollum, while Aragorn, Legolas and Gimli help the kingdom of Rohan stand against Saruman's army.",
  },
  {
    id: 640,
    title: 'Catch Me If You Can',
    overview:
      'A teenage con artist cashes millions in forged checks while posing as a pilot, a doctor and a lawyer, pursued by a dogged FBI agent. Based on the life of Frank Abagnale Jr.',
  },
  {
    id: 670,
    title: 'Oldboy',
    overview:
      'A man is abducted and held in a private cell for fifteen years without explanation, then abruptly released and given five days to find out who did it and why.',
  },
  {
    id: 9358,
    title: 'Final Destination 2',
    overview:
      'A year after the Flight 180 disaster, a young woman foresees a horrific highway pileup and saves several people, who then learn that Death is coming back for them.',
  },
  {
    id: 12,
    title: 'Finding Nemo',
    overview:
      'When his only son is scooped up by a diver, an overprotective clownfish sets out across the ocean to find him, with a forgetful blue tang as his companion.',
  },
  {
    id: 22,
    title: 'Pirates of the Caribbean: The Curse of the Black Pearl',
    overview:
      "Blacksmith Will Turner teams up with the eccentric pirate Captain Jack Sparrow to rescue the governor's daughter from a crew of cursed pirates who cannot die.",
  },
  {
    id: 24,
    title: 'Kill Bill: Vol. 1',
    overview:
      'A former assassin known as the Bride wakes from a four-year coma and sets out for revenge on the former colleagues who tried to kill her on her wedding day.',
  },
  {
    id: 122,
    title: 'The Lord of the Rings: The Return of the King',
    overview:
      "As Sauron's armies gather against Gondor, Aragorn rallies the free peoples for war while Frodo and Sam struggle on toward Mount Doom.",
  },
  {
    id: 9372,
    title: 'Super Size Me',
    overview:
      "Filmmaker Morgan Spurlock eats nothing but McDonald's for thirty days to test what fast food does to his body.",
  },
  {
    id: 38,
    title: 'Eternal Sunshine of the Spotless Mind',
    overview:
      'After a painful breakup, a shy man discovers that his ex-girlfriend has had him erased from her memory, and he undergoes the same procedure, only to fight to hold on to her.',
  },
  {
    id: 747,
    title: 'Shaun of the Dead',
    overview:
      'A directionless London electronics salesman decides it is time to sort out his life, his mum, his ex-girlfriend and his best friend, just as the dead start rising.',
  },
  {
    id: 393,
    title: 'Kill Bill: Vol. 2',
    overview:
      'The Bride continues her quest for vengeance, working through the last of her former comrades on the way to a final confrontation with Bill himself.',
  },
  {
    id: 673,
    title: 'Harry Potter and the Prisoner of Azkaban',
    overview:
      'In his third year at Hogwarts, Harry learns that a dangerous prisoner named Sirius Black has escaped from Azkaban and may be coming for him.',
  },
  {
    id: 11036,
    title: 'The Notebook',
    overview:
      'In a nursing home, a man reads a woman the story of a 1940s summer romance between a poor mill worker and a wealthy young woman whose family wants them apart.',
  },
  {
    id: 613,
    title: 'Downfall',
    overview:
      "As Soviet troops close in on Berlin in April 1945, Hitler's young secretary Traudl Junge witnesses the collapse of the Third Reich from inside his underground bunker.",
  },
  {
    id: 9806,
    title: 'The Incredibles',
    overview:
      'A family of superheroes forced into suburban retirement gets pulled back into action when the dad accepts a mysterious secret assignment.',
  },
  {
    id: 4935,
    title: "Howl's Moving Castle",
    overview:
      "A young hatmaker turned into an old woman by a witch's curse finds refuge in the walking castle of the enigmatic wizard Howl, as war spreads across the land.",
  },
  {
    id: 272,
    title: 'Batman Begins',
    overview:
      'After years of training abroad, Bruce Wayne returns to a crime-ridden Gotham City and becomes Batman, taking on the mob and a fear-peddling psychiatrist known as the Scarecrow.',
  },
  {
    id: 69,
    title: 'Walk the Line',
    overview:
      'The life of Johnny Cash, from a hardscrabble Arkansas childhood to his early rockabilly tours and his long romance with June Carter.',
  },
  {
    id: 4348,
    title: 'Pride & Prejudice',
    overview:
      'Quick-witted Elizabeth Bennet, one of five sisters in need of good marriages, clashes with the proud and wealthy Mr. Darcy. Keira Knightley stars in this Jane Austen adaptation.',
  },
  {
    id: 10947,
    title: 'High School Musical',
    overview:
      "Basketball star Troy and brainy newcomer Gabriella, who met singing karaoke on vacation, shake up their high school's cliques by auditioning for the winter musical.",
  },
  {
    id: 9286,
    title: 'Final Destination 3',
    overview:
      'After a rollercoaster accident she foresaw, a high-school graduate studies the photos taken that night for clues to how Death will come for each of the survivors.',
  },
  {
    id: 582,
    title: 'The Lives of Others',
    overview:
      'In 1984 East Berlin, a Stasi officer assigned to spy on a playwright and his actress partner becomes increasingly absorbed in their lives.',
  },
  {
    id: 752,
    title: 'V for Vendetta',
    overview:
      'In a totalitarian Britain, a young woman is rescued by a masked revolutionary called V, who plans to bring down the regime on the Fifth of November.',
  },
  {
    id: 956,
    title: 'Mission: Impossible III',
    overview:
      'Now engaged and training new agents, Ethan Hunt is pulled back into the field to face a ruthless arms dealer who threatens everything he loves.',
  },
  {
    id: 1417,
    title: "Pan's Labyrinth",
    overview:
      'In fascist Spain in 1944, a girl sent to live with her brutal stepfather, an army captain, discovers a faun in an overgrown labyrinth who sets her three dangerous tasks.',
  },
  {
    id: 1422,
    title: 'The Departed',
    overview:
      "A state police officer goes undercover in the Irish mob of South Boston while a gangster's protégé rises inside the police force, and each races to expose the other.",
  },
  {
    id: 1124,
    title: 'The Prestige',
    overview:
      'Two rival stage magicians in Victorian London, once partners, become locked in an escalating battle to perform the ultimate illusion.',
  },
  {
    id: 1402,
    title: 'The Pursuit of Happyness',
    overview:
      'A struggling salesman in San Francisco takes an unpaid stockbroker internship while raising his young son, even as the two of them lose their home.',
  },
  {
    id: 4638,
    title: 'Hot Fuzz',
    overview:
      'A top London police officer is transferred to a sleepy, picture-perfect village where a string of grisly "accidents" suggests something sinister.',
  },
  {
    id: 2062,
    title: 'Ratatouille',
    overview:
      'Remy, a rat with a refined palate, dreams of becoming a chef and forms an unlikely partnership with a clumsy kitchen worker at a famous Paris restaurant.',
  },
  {
    id: 6977,
    title: 'No Country for Old Men',
    overview:
      'A Texas hunter stumbles on a drug deal gone wrong and takes a case of money, setting a relentless hitman on his trail as an aging sheriff tries to keep up.',
  },
  {
    id: 12405,
    title: 'Slumdog Millionaire',
    overview:
      'Jamal Malik, an orphan raised on the streets of Mumbai, is a single question from the top prize on a TV quiz show, and the police want to know how a slum kid could know so much. His answers lie in his past and in his search for a girl named Latika.',
  },
  {
    id: 10681,
    title: 'WALL·E',
    overview:
      'Centuries after humans abandoned a trash-covered Earth, a lonely waste-collecting robot falls for a sleek probe named EVE and follows her into space.',
  },
  {
    id: 155,
    title: 'The Dark Knight',
    overview:
      "Batman, Lieutenant Gordon and Gotham's crusading new district attorney, Harvey Dent, take the fight to organized crime, until an anarchic criminal called the Joker begins pushing the city to its breaking point.",
  },
  {
    id: 14048,
    title: 'Man on Wire',
    overview:
      "The story of Philippe Petit's illegal 1974 high-wire walk between the towers of the World Trade Center, told through interviews, archival footage and reconstructions.",
  },
  {
    id: 21634,
    title: 'Prayers for Bobby',
    overview:
      'A devoutly religious mother struggles to accept her gay son, and a family tragedy sets her on a painful path toward reckoning and advocacy. Based on a true story.',
  },
  {
    id: 14836,
    title: 'Coraline',
    overview:
      'Bored in her new home, a girl finds a small door leading to a parallel world where everything seems better, including an attentive Other Mother with buttons for eyes.',
  },
  {
    id: 14160,
    title: 'Up',
    overview:
      'Seventy-eight-year-old widower Carl ties thousands of balloons to his house and floats off toward South America, not realizing a young Wilderness Explorer is on his porch.',
  },
  {
    id: 28178,
    title: "Hachi: A Dog's Tale",
    overview:
      "A college professor takes in a lost Akita puppy, and the bond between them becomes legendary for the dog's daily vigil at the train station. Based on a true Japanese story.",
  },
  {
    id: 16869,
    title: 'Inglourious Basterds',
    overview:
      'In Nazi-occupied France, a band of Jewish-American soldiers spreads fear among the Germans while a young cinema owner plots her own revenge.',
  },
  {
    id: 19912,
    title: 'The Final Destination',
    overview:
      'A premonition of a deadly crash at a speedway saves a group of spectators, but the survivors soon start dying one by one in elaborate accidents.',
  },
  {
    id: 10315,
    title: 'Fantastic Mr. Fox',
    overview:
      "A reformed chicken thief can't resist one last raid on three nasty farmers, who retaliate against his whole animal community. Wes Anderson's stop-motion take on Roald Dahl.",
  },
  {
    id: 19995,
    title: 'Avatar',
    overview:
      "A paralyzed former Marine is linked to a genetically engineered body on the moon Pandora, where he lives among the Na'vi and must choose between their world and the company exploiting it.",
  },
  {
    id: 20453,
    title: '3 Idiots',
    overview:
      'Two friends set out to find their old college roommate, a free-thinking engineering student who challenged the rote-learning culture of their prestigious institute.',
  },
  {
    id: 11324,
    title: 'Shutter Island',
    overview:
      'In 1954, two U.S. marshals travel to a hospital for the criminally insane on an island in Boston Harbor to find a patient who has vanished from a locked room.',
  },
  {
    id: 10191,
    title: 'How to Train Your Dragon',
    overview:
      'Hiccup, a scrawny Viking teenager expected to slay dragons, secretly befriends an injured Night Fury he names Toothless.',
  },
  {
    id: 10193,
    title: 'Toy Story 3',
    overview:
      'With Andy leaving for college, Woody, Buzz and the gang end up donated to a daycare center that is not the paradise it first appears to be.',
  },
  {
    id: 27205,
    title: 'Inception',
    overview:
      "Dom Cobb steals secrets from people's dreams, and is offered a chance to go home if he can do the reverse: plant an idea deep in a target's mind.",
  },
  {
    id: 38757,
    title: 'Tangled',
    overview:
      'Rapunzel, locked in a tower her whole life, strikes a deal with a charming thief to see the floating lanterns that appear every year on her birthday.',
  },
  {
    id: 44214,
    title: 'Black Swan',
    overview:
      'A dedicated ballerina lands the dual role of the White and Black Swan in Swan Lake, and the pressure and a free-spirited rival push her toward a breakdown.',
  },
  {
    id: 12445,
    title: 'Harry Potter and the Deathly Hallows: Part 2',
    overview:
      "Harry, Ron and Hermione hunt down Voldemort's remaining Horcruxes as the battle for Hogwarts erupts. The final chapter of the Harry Potter saga.",
  },
  {
    id: 55779,
    title: 'Final Destination 5',
    overview:
      'A company retreat ends before it begins when an employee foresees a suspension bridge collapse, and the coworkers he saves learn that Death is keeping count.',
  },
  {
    id: 77338,
    title: 'The Intouchables',
    overview:
      'A wealthy Parisian left quadriplegic by a paragliding accident hires a blunt young man from the projects as his caregiver, and an unlikely friendship takes shape.',
  },
  {
    id: 44826,
    title: 'Hugo',
    overview:
      'An orphan who lives in the walls of a 1930s Paris train station keeps its clocks running and tries to repair a mechanical man left by his father, a mystery that leads him to a film pioneer.',
  },
  {
    id: 56292,
    title: 'Mission: Impossible - Ghost Protocol',
    overview:
      "Blamed for a bombing at the Kremlin, Ethan Hunt and his team are disavowed and must stop a nuclear extremist with no backup, including a climb up Dubai's Burj Khalifa.",
  },
  {
    id: 24428,
    title: 'The Avengers',
    overview:
      'Nick Fury assembles Iron Man, Captain America, Thor, the Hulk, Black Widow and Hawkeye to stop Loki from leading an alien army through a portal over New York.',
  },
  {
    id: 49026,
    title: 'The Dark Knight Rises',
    overview:
      'Eight years after vanishing, Batman returns to face Bane, a masked revolutionary who plans to bring Gotham City to its knees.',
  },
  {
    id: 84892,
    title: 'The Perks of Being a Wallflower',
    overview:
      'Shy freshman Charlie, still dealing with past trauma, is taken under the wing of two charismatic seniors who introduce him to music, friendship and first love.',
  },
  {
    id: 68718,
    title: 'Django Unchained',
    overview:
      "Two years before the Civil War, a German dentist turned bounty hunter frees a slave named Django to help him track down a trio of outlaws, and the partners set out to free Django's wife from a notorious Mississippi plantation.",
  },
  {
    id: 157117,
    title: 'Sound City',
    overview:
      "Dave Grohl's documentary about the Van Nuys recording studio where many classic rock albums were cut, and the famed analog mixing console at its heart.",
  },
  {
    id: 178682,
    title: 'The Wizards Return: Alex vs. Alex',
    overview:
      'On a family vacation in Italy, Alex Russo casts a spell to get rid of her bad qualities and accidentally creates an evil double with plans of her own. A Wizards of Waverly Place TV special.',
  },
  {
    id: 205321,
    title: 'Sharknado',
    overview:
      'A freak hurricane sends waterspouts full of sharks crashing into Los Angeles, and a surfer turned bar owner tries to get his family to safety. A cult Syfy TV movie.',
  },
  {
    id: 122906,
    title: 'About Time',
    overview:
      'At 21, Tim hears from his father that the men of the family can travel back in time to moments in their own lives, and he decides to use the gift to find love.',
  },
  {
    id: 76203,
    title: '12 Years a Slave',
    overview:
      'In 1841, Solomon Northup, a violinist living as a free man in upstate New York, is kidnapped and sold into bondage in Louisiana, where he spends twelve years fighting to survive with his dignity intact.',
  },
  {
    id: 152601,
    title: 'Her',
    overview:
      'A lonely writer in near-future Los Angeles, going through a divorce, falls in love with an artificially intelligent operating system named Samantha.',
  },
  {
    id: 106646,
    title: 'The Wolf of Wall Street',
    overview:
      'Stockbroker Jordan Belfort builds a fortune through fraud and excess on Long Island in the 1990s, until federal investigators close in.',
  },
  {
    id: 282848,
    title: 'Doctor Who: The Time of the Doctor',
    overview:
      "A mysterious signal draws the Doctor and the universe's most dangerous enemies to the planet Trenzalore, where he vows to protect the little town of Christmas. Matt Smith's final story as the Eleventh Doctor.",
  },
  {
    id: 120467,
    title: 'The Grand Budapest Hotel',
    overview:
      "Gustave H., the fastidious concierge of a famous mountain hotel in a fictional European republic, takes a new lobby boy under his wing, and the pair become entangled in the theft of a priceless Renaissance painting and a fight over a dowager's fortune.",
  },
  {
    id: 100402,
    title: 'Captain America: The Winter Soldier',
    overview:
      'Steve Rogers, adjusting to modern life while working for S.H.I.E.L.D., uncovers a conspiracy within the agency and faces a mysterious assassin known as the Winter Soldier.',
  },
  {
    id: 137113,
    title: 'Edge of Tomorrow',
    overview:
      'An untested officer killed in battle against an alien invasion finds himself reliving the same day again and again, and teams with a seasoned warrior to learn how to win.',
  },
  {
    id: 118340,
    title: 'Guardians of the Galaxy',
    overview:
      'Space scavenger Peter Quill steals a mysterious orb and ends up on the run with an assassin, a warrior, a talking raccoon and a tree-like humanoid, who must keep it from a fanatic.',
  },
  {
    id: 210577,
    title: 'Gone Girl',
    overview:
      "On their fifth wedding anniversary, Nick Dunne's wife Amy disappears, and as the media circus grows, suspicion turns toward him.",
  },
  {
    id: 244786,
    title: 'Whiplash',
    overview:
      'A promising young drummer at an elite music conservatory is pushed to his limits by a ferocious bandleader who believes cruelty is the path to greatness.',
  },
  {
    id: 177572,
    title: 'Big Hero 6',
    overview:
      'Teenage robotics prodigy Hiro teams up with Baymax, an inflatable health-care robot, and a group of friends to become high-tech heroes in the city of San Fransokyo.',
  },
  {
    id: 157336,
    title: 'Interstellar',
    overview:
      'With crops failing and Earth turning hostile to life, a former NASA pilot leaves his children behind to lead a mission through a wormhole in search of a new home for humanity.',
  },
  {
    id: 205596,
    title: 'The Imitation Game',
    overview:
      "Mathematician Alan Turing joins Britain's codebreakers at Bletchley Park in a race to crack Germany's Enigma cipher during World War II.",
  },
  {
    id: 264660,
    title: 'Ex Machina',
    overview:
      "A young programmer wins a week at the remote estate of his company's reclusive CEO, where he is asked to judge whether a humanoid robot named Ava is truly conscious.",
  },
  {
    id: 207703,
    title: 'Kingsman: The Secret Service',
    overview:
      'A rough-edged London youth is recruited into a secret, impeccably tailored spy organization just as a tech billionaire unveils a plan for global chaos.',
  },
  {
    id: 318224,
    title: 'Going Clear: Scientology and the Prison of Belief',
    overview:
      "Alex Gibney's documentary, drawn from Lawrence Wright's book, examines the history and practices of the Church of Scientology through interviews with former members.",
  },
  {
    id: 76341,
    title: 'Mad Max: Fury Road',
    overview:
      'In a desert wasteland, Imperator Furiosa flees a tyrant with his captive wives in a war rig, and the drifter Max is dragged along on a ferocious road chase.',
  },
  {
    id: 150540,
    title: 'Inside Out',
    overview:
      'When eleven-year-old Riley moves to San Francisco, the emotions who run her mind, Joy, Sadness, Anger, Fear and Disgust, struggle to guide her through the upheaval.',
  },
  {
    id: 177677,
    title: 'Mission: Impossible - Rogue Nation',
    overview:
      'With the IMF shut down and the CIA after him, Ethan Hunt goes rogue to prove the existence of the Syndicate, a shadowy network of former agents.',
  },
  {
    id: 347497,
    title: 'Chaos on the Bridge',
    overview:
      'William Shatner looks back at the turbulent making of Star Trek: The Next Generation, talking with cast, writers and producers about the creative clashes behind its early seasons.',
  },
  {
    id: 354857,
    title: 'Regular Show: The Movie',
    overview:
      'Park groundskeepers Mordecai and Rigby must travel back to their high-school days to fix a mistake that now threatens to wipe out all of time. A feature based on the animated series.',
  },
  {
    id: 338928,
    title: 'He Named Me Malala',
    overview:
      "A documentary portrait of Malala Yousafzai, the Pakistani schoolgirl shot by the Taliban for speaking out for girls' education, who went on to win the Nobel Peace Prize.",
  },
  {
    id: 286217,
    title: 'The Martian',
    overview:
      'Left for dead after a storm forces his crew to evacuate Mars, botanist Mark Watney must use his wits to survive alone until a rescue can reach him.',
  },
  {
    id: 273248,
    title: 'The Hateful Eight',
    overview:
      'In the winter after the Civil War, a bounty hunter and his prisoner shelter from a blizzard at a Wyoming stagecoach lodge, alongside strangers whose stories do not add up.',
  },
  {
    id: 379170,
    title: 'Sherlock: The Abominable Bride',
    overview:
      'Transported to Victorian London, Sherlock Holmes and Dr. Watson investigate a bride who seems to have returned from the grave to take revenge. A special of the BBC series.',
  },
  {
    id: 293660,
    title: 'Deadpool',
    overview:
      'Former special-forces operative Wade Wilson, left disfigured but with rapid healing after a rogue experiment, becomes a wisecracking antihero and hunts the man responsible.',
  },
  {
    id: 269149,
    title: 'Zootopia',
    overview:
      'Judy Hopps, the first rabbit on the police force of a city run by mammals, teams up with a fast-talking fox con artist to crack a missing-animals case.',
  },
  {
    id: 369557,
    title: 'Sing Street',
    overview:
      'In 1980s Dublin, a teenager starts a band to impress a mysterious girl, teaching himself to write songs as his family falls apart.',
  },
  {
    id: 396535,
    title: 'Train to Busan',
    overview:
      'A workaholic father and his young daughter board a high-speed train from Seoul to Busan just as a zombie outbreak sweeps the country.',
  },
  {
    id: 372058,
    title: 'Your Name.',
    overview:
      'A high-school girl in rural Japan and a boy in Tokyo mysteriously begin swapping bodies, and try to find each other as a comet approaches.',
  },
  {
    id: 324786,
    title: 'Hacksaw Ridge',
    overview:
      'Army medic Desmond Doss, who refuses to carry a weapon because of his faith, goes on to save dozens of soldiers during the Battle of Okinawa.',
  },
  {
    id: 329865,
    title: 'Arrival',
    overview:
      "When twelve alien spacecraft appear around the globe, linguist Louise Banks is brought in by the U.S. Army to decode the visitors' language before global tensions boil over.",
  },
  {
    id: 313369,
    title: 'La La Land',
    overview:
      'In Los Angeles, an aspiring actress and a jazz pianist fall in love while chasing their dreams, and must decide what they are willing to give up for their art.',
  },
  {
    id: 381284,
    title: 'Hidden Figures',
    overview:
      'Three brilliant African-American women working as mathematicians at NASA in the early 1960s overcome discrimination to play key roles in the space race.',
  },
  {
    id: 419430,
    title: 'Get Out',
    overview:
      "A young Black photographer visits his white girlfriend's family for the weekend, and their overly welcoming behavior starts to feel deeply wrong.",
  },
  {
    id: 263115,
    title: 'Logan',
    overview:
      'In 2029, with mutants nearly gone, a worn-down Wolverine drives a limo and hides a frail Charles Xavier near the Mexican border, until a young girl with claws like his own turns up needing help.',
  },
  {
    id: 398818,
    title: 'Call Me by Your Name',
    overview:
      'In the summer of 1983 in northern Italy, seventeen-year-old Elio falls for Oliver, a graduate student staying with his family.',
  },
  {
    id: 354912,
    title: 'Coco',
    overview:
      "Twelve-year-old Miguel dreams of being a musician despite his family's ban on music, and on the Day of the Dead he finds himself in the vibrant Land of the Dead.",
  },
  {
    id: 359940,
    title: 'Three Billboards Outside Ebbing, Missouri',
    overview:
      "Months after her daughter's murder goes unsolved, a grieving mother rents three billboards to call out the local police chief, stirring up her small Missouri town.",
  },
  {
    id: 299536,
    title: 'Avengers: Infinity War',
    overview:
      'The Avengers and their allies try to stop the warlord Thanos from collecting all six Infinity Stones, which would let him wipe out half of all life.',
  },
  {
    id: 550776,
    title: 'Believe Me: The Abduction of Lisa McVey',
    overview:
      'In 1984, a seventeen-year-old Florida girl is abducted by a serial killer, and she relies on her wits and a sharp memory to stay alive. Based on a true story.',
  },
  {
    id: 424694,
    title: 'Bohemian Rhapsody',
    overview:
      "The story of Queen and its flamboyant frontman Freddie Mercury, from the band's formation in 1970 to its celebrated Live Aid performance in 1985.",
  },
  {
    id: 490132,
    title: 'Green Book',
    overview:
      'In 1962, a tough Italian-American bouncer is hired to drive the acclaimed Black pianist Don Shirley on a concert tour through the segregated Deep South.',
  },
  {
    id: 324857,
    title: 'Spider-Man: Into the Spider-Verse',
    overview:
      'Brooklyn teen Miles Morales gains spider powers and meets other Spider-People from parallel dimensions, who must work together to stop a threat to all realities.',
  },
  {
    id: 299534,
    title: 'Avengers: Endgame',
    overview:
      "After Thanos's devastating victory, the remaining Avengers regroup for one final attempt to undo the damage and restore the universe.",
  },
  {
    id: 496243,
    title: 'Parasite',
    overview:
      'The unemployed Kim family schemes its way, one member at a time, into jobs in the household of the wealthy Parks, until an unexpected discovery upends everything.',
  },
  {
    id: 506574,
    title: 'Descendants 3',
    overview:
      'Now living in Auradon, Mal, Evie, Jay and Carlos, the children of famous Disney villains, head back to their old island to choose more villain kids for a fresh start, until a curse unleashed at home puts the kingdom in danger.',
  },
  {
    id: 475557,
    title: 'Joker',
    overview:
      'Arthur Fleck, a mentally ill, struggling party clown and aspiring comedian in Gotham City, is pushed toward violence by a society that ignores him.',
  },
  {
    id: 537061,
    title: 'Steven Universe: The Movie',
    overview:
      'Steven and the Crystal Gems are enjoying a hard-won peace when Spinel, a bitter Gem with a grudge, shows up with a weapon that erases their memories. A musical feature that continues the animated series.',
  },
  {
    id: 515001,
    title: 'Jojo Rabbit',
    overview:
      'Ten-year-old Jojo, a devoted member of the Hitler Youth who confides in an imaginary, clownish version of the Führer, is shaken to find a Jewish teenager hidden behind a wall of his own home.',
  },
  {
    id: 508965,
    title: 'Klaus',
    overview:
      'A spoiled postman is exiled to a frozen island town, where he teams up with a reclusive toymaker to deliver gifts to children, and a legend begins.',
  },
  {
    id: 546554,
    title: 'Knives Out',
    overview:
      'When a wealthy crime novelist is found dead after his 85th birthday party, a genteel detective questions his squabbling family and his devoted nurse.',
  },
  {
    id: 530915,
    title: '1917',
    overview:
      'Two young British soldiers in World War I are ordered to cross enemy territory to deliver a message that could save 1,600 men from walking into a trap.',
  },
  {
    id: 677638,
    title: 'We Bare Bears: The Movie',
    overview:
      'Brothers Grizz, Panda and Ice Bear become fugitives after their viral antics draw the attention of a wildlife control agent, and head for Canada. A feature based on the animated series.',
  },
  {
    id: 502033,
    title: 'Sound of Metal',
    overview:
      'A heavy-metal drummer and recovering addict begins to lose his hearing and must face a future he never planned for, with help from a community of deaf people.',
  },
  {
    id: 508442,
    title: 'Soul',
    overview:
      'A middle-school music teacher gets his big break as a jazz pianist, then an accident sends his soul to a cosmic realm where he mentors a soul with no interest in living.',
  },
  {
    id: 508943,
    title: 'Luca',
    overview:
      'On the Italian Riviera, a young sea monster who takes human form on land spends an unforgettable summer with a new friend, hiding his secret from the townspeople.',
  },
  {
    id: 776503,
    title: 'CODA',
    overview:
      "The only hearing member of a deaf fishing family in Massachusetts discovers a passion for singing, torn between her dreams and her family's reliance on her.",
  },
  {
    id: 438631,
    title: 'Dune',
    overview:
      "Young Paul Atreides and his noble family take control of the desert planet Arrakis, the only source of the universe's most valuable substance, and walk into a deadly trap.",
  },
  {
    id: 634649,
    title: 'Spider-Man: No Way Home',
    overview:
      'With his identity revealed to the world, Peter Parker asks Doctor Strange for help, but the spell goes wrong and draws in dangerous visitors from other universes.',
  },
  {
    id: 414906,
    title: 'The Batman',
    overview:
      'In his second year fighting crime, Batman follows a trail of cryptic clues left by a serial killer called the Riddler, uncovering corruption across Gotham.',
  },
  {
    id: 545611,
    title: 'Everything Everywhere All at Once',
    overview:
      'A laundromat owner being audited by the IRS discovers she can tap into the lives and skills of her alternate selves across the multiverse, and must use them to save it.',
  },
  {
    id: 361743,
    title: 'Top Gun: Maverick',
    overview:
      "More than thirty years on, Maverick returns to the Top Gun school to train a group of young pilots, including his late friend's son, for a near-impossible mission.",
  },
  {
    id: 49046,
    title: 'All Quiet on the Western Front',
    overview:
      'A German teenager eager for glory enlists in 1917 and is sent to the trenches of the Western Front, where the reality of the war destroys every illusion.',
  },
  {
    id: 315162,
    title: 'Puss in Boots: The Last Wish',
    overview:
      'Down to the last of his nine lives, the swashbuckling Puss in Boots sets out to find a wishing star that could restore them, with a bounty-hunting wolf on his tail.',
  },
  {
    id: 569094,
    title: 'Spider-Man: Across the Spider-Verse',
    overview:
      'Miles Morales is pulled across the multiverse and meets a society of Spider-People sworn to protect it, who have very different ideas about what a hero must sacrifice.',
  },
  {
    id: 666277,
    title: 'Past Lives',
    overview:
      'Childhood friends separated when one family emigrates from Seoul reconnect decades later in New York, and confront what might have been.',
  },
  {
    id: 872585,
    title: 'Oppenheimer',
    overview:
      "The story of physicist J. Robert Oppenheimer, who led the Manhattan Project's race to build the atomic bomb, and the political reckoning that followed.",
  },
  {
    id: 840430,
    title: 'The Holdovers',
    overview:
      "In 1970, a cranky classics teacher at a New England boarding school is stuck supervising a troubled student over the Christmas break, along with the school's grieving cook.",
  },
  {
    id: 792307,
    title: 'Poor Things',
    overview:
      "Bella Baxter, a young woman revived by an eccentric surgeon, runs off on a whirlwind journey across Europe with a slippery lawyer, hungry for experience and free of the era's rules.",
  },
  {
    id: 693134,
    title: 'Dune: Part Two',
    overview:
      'Paul Atreides joins Chani and the Fremen in their war against the Harkonnens, while wrestling with a prophecy that could lead him to unleash a holy war.',
  },
  {
    id: 1112426,
    title: 'Stree 2',
    overview:
      'Years after the town of Chanderi made its peace with a vengeful spirit, a headless ghoul starts carrying off its women, and Vicky and his friends must face the supernatural again in this Hindi horror comedy.',
    facts: {
      original_language: 'hi',
      release_date: '2024-08-15',
      runtime: null,
      genre_ids: [35, 27],
      keywords: ['sequel', 'ghost', 'small town', 'horror comedy'],
      directors: ['Amar Kaushik'],
      cast: [
        'Rajkummar Rao',
        'Shraddha Kapoor',
        'Pankaj Tripathi',
        'Abhishek Banerjee',
        'Aparshakti Khurana',
      ],
      certification: null,
      countries: ['IN'],
    },
  },
  {
    id: 823219,
    title: 'Flow',
    overview:
      'A solitary cat takes refuge on a drifting boat with other animals after a great flood, in a wordless animated adventure from Latvia.',
  },
  {
    id: 1184918,
    title: 'The Wild Robot',
    overview:
      'A service robot washed up on an uninhabited island learns to survive among the wildlife and becomes the adoptive mother of an orphaned gosling.',
  },
];
