export const REDACTED = '[redacted]';
const CIRCULAR = '[circular]';

/*
 * THE one redaction of the product (spec §5, DESIGN §6): every error report, tracking event and server log goes
 * through stripSensitive first, in the browser before sending and on the server before storing or logging.
 *
 * What it removes:
 * - values under secret-sounding keys, at any depth (password, passphrase, private key, mnemonic, seed, secret…);
 * - strings that look like a secret wherever they appear: 64 hex digits with or without 0x (EVM, Tron, Aptos keys),
 *   base58 runs of 85+ characters (a Solana 64-byte secret key is 87–88; also xprv keys), WIF keys (Bitcoin,
 *   Dogecoin), Sui `suiprivkey1…` keys, bracketed lists of 32–64 byte values (a Solana keypair file);
 * - mnemonics: a string made only of 12, 15, 18, 21 or 24 lowercase words; inside longer text, any run of 12 or more
 *   BIP39 words (space, comma, quote or numbering between them), and 12 or more single Chinese characters separated
 *   by spaces (a Chinese BIP39 mnemonic);
 * - byte arrays (Uint8Array…) and plain arrays of 32 or 64 byte values.
 * The price is over-redaction: transaction hashes and Solana signatures look exactly like keys and go too.
 */

/**
 * Keys whose values are secrets, compared lowercased with '_', '-', '.' and spaces removed so that privateKey,
 * private_key and PRIVATE-KEY all match.
 */
const SENSITIVE_KEYS: ReadonlySet<string> = new Set([
  'password',
  'newpassword',
  'oldpassword',
  'confirmpassword',
  'passphrase',
  'privatekey',
  'privatekeys',
  'secretkey',
  'mnemonic',
  'mnemonics',
  'seed',
  'seedphrase',
  'secret',
  'pass',
  'passwd',
  'pwd',
  'privkey',
  'wif',
  'xprv',
  'keypair',
  'keystore',
]);
/** Any key containing one of these is a secret too: walletPassword, encryptedPrivateKey, importMnemonic. */
const SENSITIVE_KEY_PARTS: readonly string[] = [
  'password',
  'passphrase',
  'privatekey',
  'secretkey',
  'mnemonic',
  'seedphrase',
  'recoveryphrase',
  'secretphrase',
];

const PRIVATE_KEY_VALUE = /^(0x)?[0-9a-f]{64}$/i;
/** Secrets inside longer text, e.g. a pasted list of keys in a tool's input or a key quoted in an error message. */
const EMBEDDED_SECRETS: readonly RegExp[] = [
  /\b(0x)?[0-9a-f]{64}\b/gi,
  /\b[1-9A-HJ-NP-Za-km-z]{85,}\b/g,
  /\b[5KL9c6Q][1-9A-HJ-NP-Za-km-z]{50,51}\b/g,
  /\bsuiprivkey1[02-9ac-hj-np-z]{20,}\b/g,
  /\[\s*\d{1,3}(?:\s*,\s*\d{1,3}){31,63}\s*\]/g,
  /(?<!\S)[\u3400-\u9fff](?:\s+[\u3400-\u9fff]){11,}(?!\S)/gu,
];
const MNEMONIC_WORD_COUNTS: ReadonlySet<number> = new Set([12, 15, 18, 21, 24]);
const MIN_EMBEDDED_MNEMONIC_WORDS = 12;
const BYTE_SECRET_LENGTHS: ReadonlySet<number> = new Set([32, 64]);
/** What may stand between two words of one phrase: spaces, commas, quotes and brackets (JSON), numbering. */
const PHRASE_GAP = /^[\s,"'\d.)([\]]{1,8}$/;
/**
 * BIP39 promises that the first four letters identify an English word; so the list keeps four letters per word
 * (three for the three-letter words), which is also what people abbreviate mnemonics to.
 */
let bip39Prefixes: ReadonlySet<string> | undefined;

function isSensitiveKey(key: string): boolean {
  const normalized = key.toLowerCase().replace(/[\s_.-]/g, '');
  return SENSITIVE_KEYS.has(normalized) || SENSITIVE_KEY_PARTS.some((part) => normalized.includes(part));
}

function looksLikeMnemonic(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return MNEMONIC_WORD_COUNTS.has(words.length) && words.every((word) => /^[a-z]+$/.test(word));
}

function isBip39Word(word: string): boolean {
  if (word.length < 3 || word.length > 8 || !/^[a-z]+$/.test(word)) return false;
  bip39Prefixes ??= new Set(BIP39_ENGLISH_PREFIXES.trim().split(/\s+/));
  return bip39Prefixes.has(word.slice(0, 4));
}

/**
 * Runs of 12+ BIP39 words inside longer text, as [start, end) spans, found in one linear pass (no regex
 * backtracking on long stack traces). A string that is nothing but the run is left to looksLikeMnemonic, which
 * judges it by its word count instead.
 */
function mnemonicSpans(text: string): [number, number][] {
  const spans: [number, number][] = [];
  let runStart = -1;
  let runEnd = -1;
  let runLength = 0;
  const endRun = () => {
    if (runLength >= MIN_EMBEDDED_MNEMONIC_WORDS) spans.push([runStart, runEnd]);
    runLength = 0;
  };
  for (const match of text.matchAll(/[A-Za-z]+|[^A-Za-z]+/g)) {
    const token = match[0];
    const index = match.index;
    if (!/^[A-Za-z]/.test(token)) {
      if (!PHRASE_GAP.test(token)) endRun();
      continue;
    }
    if (!isBip39Word(token)) {
      endRun();
      continue;
    }
    if (runLength === 0) runStart = index;
    runEnd = index + token.length;
    runLength += 1;
  }
  endRun();
  const trimmedStart = text.length - text.trimStart().length;
  const isWholeText = (span: [number, number]) => span[0] === trimmedStart && span[1] === text.trimEnd().length;
  return spans.filter((span) => !isWholeText(span));
}

function redactSpans(text: string, spans: [number, number][]): string {
  let result = text;
  for (const [start, end] of [...spans].reverse()) result = result.slice(0, start) + REDACTED + result.slice(end);
  return result;
}

/**
 * Transaction hashes are 64 hex too and get redacted with keys: the two cannot be told apart, and a
 * leaked key costs more than a missing hash in a report.
 */
function redactString(text: string): string {
  if (PRIVATE_KEY_VALUE.test(text.trim()) || looksLikeMnemonic(text)) return REDACTED;
  const withoutMnemonics = redactSpans(text, mnemonicSpans(text));
  return EMBEDDED_SECRETS.reduce((current, pattern) => current.replace(pattern, REDACTED), withoutMnemonics);
}

function isByteValue(value: unknown): boolean {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 255;
}

/** A 32- or 64-byte array is a key (or a seed) more often than anything else worth reporting. */
function isByteSecret(value: readonly unknown[] | ArrayBufferView): boolean {
  if (ArrayBuffer.isView(value)) return BYTE_SECRET_LENGTHS.has(value.byteLength);
  return BYTE_SECRET_LENGTHS.has(value.length) && value.every(isByteValue);
}

/** Errors keep their non-enumerable name, message, stack and cause; everything else its own enumerable fields. */
function fieldsOf(value: object): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  if (value instanceof Error) {
    fields.name = value.name;
    fields.message = value.message;
    if (value.stack !== undefined) fields.stack = value.stack;
    if (value.cause !== undefined) fields.cause = value.cause;
  }
  return Object.assign(fields, value);
}

/** Errors come back as plain objects; everything else keeps its shape. */
export type Redacted<T> = T extends Error ? Record<string, unknown> : T;

/**
 * A deep copy safe to send in error reports and tracking (spec §5): secret fields at any depth, and
 * strings that look like a private key or a mnemonic, become '[redacted]'. Errors become plain objects
 * (name, message, stack, cause and own fields) so their text is redacted too; a reference back to an
 * enclosing object becomes '[circular]' so the result can always be serialised. Other byte arrays become plain
 * arrays of numbers.
 */
export function stripSensitive<T>(value: T): Redacted<T> {
  const ancestors = new WeakSet<object>();

  const copy = (current: unknown): unknown => {
    if (typeof current === 'string') return redactString(current);
    if (typeof current !== 'object' || current === null) return current;
    if (ancestors.has(current)) return CIRCULAR;
    if (current instanceof Date) return new Date(current.getTime());
    if (ArrayBuffer.isView(current)) {
      return isByteSecret(current)
        ? REDACTED
        : Array.from(new Uint8Array(current.buffer, current.byteOffset, current.byteLength));
    }
    if (Array.isArray(current) && isByteSecret(current)) return REDACTED;
    ancestors.add(current);
    try {
      if (Array.isArray(current)) return current.map(copy);
      const result: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(fieldsOf(current))) {
        result[key] = isSensitiveKey(key) ? REDACTED : copy(field);
      }
      return result;
    } finally {
      ancestors.delete(current);
    }
  };

  return copy(value) as Redacted<T>;
}

/** The first four letters of each word of the BIP39 English list (three for its three-letter words). */
const BIP39_ENGLISH_PREFIXES = `
aban abil able abou abov abse abso abst absu abus acce acci acco accu achi acid acou acqu acro act acti acto actr
actu adap add addi addr adju admi adul adva advi aero affa affo afra agai age agen agre ahea aim air airp aisl alar
albu alco aler alie all alle allo almo alon alph alre also alte alwa amat amaz amon amou amus anal anch anci ange
angl angr anim ankl anno annu anot answ ante anti anxi any apar apol appe appl appr apri arch arct area aren argu
arm arme armo army arou arra arre arri arro art arte arti artw ask aspe assa asse assi assu asth athl atom atta atte
atti attr auct audi augu aunt auth auto autu aver avoc avoi awak awar away awes awfu awkw axis baby bach baco badg
bag bala balc ball bamb bana bann bar bare barg barr base basi bask batt beac bean beau beca beco beef befo begi
beha behi beli belo belt benc bene best betr bett betw beyo bicy bid bike bind biol bird birt bitt blac blad blam
blan blas blea bles blin bloo blos blou blue blur blus boar boat body boil bomb bone bonu book boos bord bori borr
boss bott boun box boy brac brai bran bras brav brea bree bric brid brie brig brin bris broc brok bron broo brot
brow brus bubb budd budg buff buil bulb bulk bull bund bunk burd burg burs bus busi busy butt buye buzz cabb cabi
cabl cact cage cake call calm came camp can cana canc cand cann cano canv cany capa capi capt car carb card carg
carp carr cart case cash casi cast casu cat cata catc cate catt caug caus caut cave ceil cele ceme cens cent cere
cert chai chal cham chan chao chap char chas chat chea chec chee chef cher ches chic chie chil chim choi choo chro
chuc chun chur ciga cinn circ citi city civi clai clap clar claw clay clea cler clev clic clie clif clim clin clip
cloc clog clos clot clou clow club clum clus clut coac coas coco code coff coil coin coll colo colu comb come comf
comi comm comp conc cond conf cong conn cons cont conv cook cool copp copy cora core corn corr cost cott couc coun
coup cour cous cove coyo crac crad craf cram cran cras crat craw craz crea cred cree crew cric crim cris crit crop
cros crou crow cruc crue crui crum crun crus cry crys cube cult cup cupb curi curr curt curv cush cust cute cycl dad
dama damp danc dang dari dash daug dawn day deal deba debr deca dece deci decl deco decr deer defe defi defy degr
dela deli dema demi deni dent deny depa depe depo dept depu deri desc dese desi desk desp dest deta dete deve devi
devo diag dial diam diar dice dies diet diff digi dign dile dinn dino dire dirt disa disc dise dish dism diso disp
dist dive divi divo dizz doct docu dog doll dolp doma dona donk dono door dose doub dove draf drag dram dras draw
drea dres drif dril drin drip driv drop drum dry duck dumb dune duri dust dutc duty dwar dyna eage eagl earl earn
eart easi east easy echo ecol econ edge edit educ effo egg eigh eith elbo elde elec eleg elem elep elev elit else
emba embo embr emer emot empl empo empt enab enac end endl endo enem ener enfo enga engi enha enjo enli enou enri
enro ensu ente enti entr enve epis equa equi era eras erod eros erro erup esca essa esse esta eter ethi evid evil
evok evol exac exam exce exch exci excl excu exec exer exha exhi exil exis exit exot expa expe expi expl expo expr
exte extr eye eyeb fabr face facu fade fain fait fall fals fame fami famo fan fanc fant farm fash fat fata fath fati
faul favo feat febr fede fee feed feel fema fenc fest fetc feve few fibe fict fiel figu file film filt fina find
fine fing fini fire firm firs fisc fish fit fitn fix flag flam flas flat flav flee flig flip floa floc floo flow
flui flus fly foam focu fog foil fold foll food foot forc fore forg fork fort foru forw foss fost foun fox frag fram
freq fres frie frin frog fron fros frow froz frui fuel fun funn furn fury futu gadg gain gala gall game gap gara
garb gard garl garm gas gasp gate gath gaug gaze gene geni genr gent genu gest ghos gian gift gigg ging gira girl
give glad glan glar glas glid glim glob gloo glor glov glow glue goat godd gold good goos gori gosp goss gove gown
grab grac grai gran grap gras grav grea gree grid grie grit groc grou grow grun guar gues guid guil guit gun gym
habi hair half hamm hams hand happ harb hard hars harv hat have hawk haza head heal hear heav hedg heig hell helm
help hen hero hidd high hill hint hip hire hist hobb hock hold hole holi holl home hone hood hope horn horr hors
hosp host hote hour hove hub huge huma humb humo hund hung hunt hurd hurr hurt husb hybr ice icon idea iden idle
igno ill ille illn imag imit imme immu impa impo impr impu inch incl inco incr inde indi indo indu infa infl info
inha inhe init inje inju inma inne inno inpu inqu insa inse insi insp inst inta inte into inve invi invo iron isla
isol issu item ivor jack jagu jar jazz jeal jean jell jewe job join joke jour joy judg juic jump jung juni junk just
kang keen keep ketc key kick kid kidn kind king kiss kit kitc kite kitt kiwi knee knif knoc know lab labe labo ladd
lady lake lamp lang lapt larg late lati laug laun lava law lawn laws laye lazy lead leaf lear leav lect left leg
lega lege leis lemo lend leng lens leop less lett leve liar libe libr lice life lift ligh like limb limi link lion
liqu list litt live liza load loan lobs loca lock logi lone long loop lott loud loun love loya luck lugg lumb luna
lunc luxu lyri mach mad magi magn maid mail main majo make mamm man mana mand mang mans manu mapl marb marc marg
mari mark marr mask mass mast matc mate math matr matt maxi maze mead mean meas meat mech meda medi melo melt memb
memo ment menu merc merg meri merr mesh mess meta meth midd midn milk mill mimi mind mini mino minu mira mirr mise
miss mist mix mixe mixt mobi mode modi mom mome moni monk mons mont moon mora more morn mosq moth moti moto moun
mous move movi much muff mule mult musc muse mush musi must mutu myse myst myth naiv name napk narr nast nati natu
near neck need nega negl neit neph nerv nest net netw neut neve news next nice nigh nobl nois nomi nood norm nort
nose nota note noth noti nove now nucl numb nurs nut oak obey obje obli obsc obse obta obvi occu ocea octo odor off
offe offi ofte oil okay old oliv olym omit once one onio onli only open oper opin oppo opti oran orbi orch orde ordi
orga orie orig orph ostr othe outd oute outp outs oval oven over own owne oxyg oyst ozon pact padd page pair pala
palm pand pane pani pant pape para pare park parr part pass patc path pati patr patt paus pave paym peac pean pear
peas peli pen pena penc peop pepp perf perm pers pet phon phot phra phys pian picn pict piec pig pige pill pilo pink
pion pipe pist pitc pizz plac plan plas plat play plea pled pluc plug plun poem poet poin pola pole poli pond pony
pool popu port posi poss post pota pott pove powd powe prac prai pred pref prep pres pret prev pric prid prim prin
prio pris priv priz prob proc prod prof prog proj prom proo prop pros prot prou prov publ pudd pull pulp puls pump
punc pupi pupp purc puri purp purs push put puzz pyra qual quan quar ques quic quit quiz quot rabb racc race rack
rada radi rail rain rais rall ramp ranc rand rang rapi rare rate rath rave raw razo read real reas rebe rebu reca
rece reci reco recy redu refl refo refu regi regr regu reje rela rele reli rely rema reme remi remo rend rene rent
reop repa repe repl repo requ resc rese resi reso resp resu reti retr retu reun reve revi rewa rhyt rib ribb rice
rich ride ridg rifl righ rigi ring riot ripp risk ritu riva rive road roas robo robu rock roma roof rook room rose
rota roug roun rout roya rubb rude rug rule run runw rura sad sadd sadn safe sail sala salm salo salt salu same samp
sand sati sato sauc saus save say scal scan scar scat scen sche scho scie scis scor scou scra scre scri scru sea
sear seas seat seco secr sect secu seed seek segm sele sell semi seni sens sent seri serv sess sett setu seve shad
shaf shal shar shed shel sher shie shif shin ship shiv shoc shoe shoo shop shor shou shov shri shru shuf shy sibl
sick side sieg sigh sign sile silk sill silv simi simp sinc sing sire sist situ six size skat sket ski skil skin
skir skul slab slam slee slen slic slid slig slim slog slot slow slus smal smar smil smok smoo snac snak snap snif
snow soap socc soci sock soda soft sola sold soli solu solv some song soon sorr sort soul soun soup sour sout spac
spar spat spaw spea spec spee spel spen sphe spic spid spik spin spir spli spoi spon spoo spor spot spra spre spri
spy squa sque squi stab stad staf stag stai stam stan star stat stay stea stee stem step ster stic stil stin stoc
stom ston stoo stor stov stra stre stri stro stru stud stuf stum styl subj subm subw succ such sudd suff suga sugg
suit summ sun sunn suns supe supp supr sure surf surg surp surr surv susp sust swal swam swap swar swea swee swif
swim swin swit swor symb symp syru syst tabl tack tag tail tale talk tank tape targ task tast tatt taxi teac team
tell ten tena tenn tent term test text than that them then theo ther they thin this thou thre thri thro thum thun
tick tide tige tilt timb time tiny tip tire tiss titl toas toba toda todd toe toge toil toke toma tomo tone tong
toni tool toot top topi topp torc torn tort toss tota tour towa towe town toy trac trad traf trag trai tran trap
tras trav tray trea tree tren tria trib tric trig trim trip trop trou truc true trul trum trus trut try tube tuit
tumb tuna tunn turk turn turt twel twen twic twin twis two type typi ugly umbr unab unaw uncl unco unde undo unfa
unfo unha unif uniq unit univ unkn unlo unti unus unve upda upgr upho upon uppe upse urba urge usag use used usef
usel usua util vaca vacu vagu vali vall valv van vani vapo vari vast vaul vehi velv vend vent venu verb veri vers
very vess vete viab vibr vici vict vide view vill vint viol virt viru visa visi visu vita vivi voca voic void volc
volu vote voya wage wago wait walk wall waln want warf warm warr wash wasp wast wate wave way weal weap wear weas
weat web wedd week weir welc west wet whal what whea whee when wher whip whis wide widt wife wild will win wind wine
wing wink winn wint wire wisd wise wish witn wolf woma wond wood wool word work worl worr wort wrap wrec wres wris
writ wron yard year yell you youn yout zebr zero zone zoo
`;
