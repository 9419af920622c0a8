import { describe, expect, it } from 'vitest';
import { INDIAN_STATES } from './india-rules.ts';
import {
  pincodeMatchesState,
  pincodePrefixes,
  stateForPincode,
  statesOfPincode,
  wrongStateHint,
  wrongStateMessage,
} from './pincode-rules.ts';

/**
 * India Post's postal circles by the first two digits of a PIN, and the states and union territories
 * each serves: the published structure the table refines, written down apart from it.
 */
const CIRCLES: readonly [from: number, to: number, states: readonly string[]][] = [
  [11, 11, ['07']], // Delhi
  [12, 13, ['06']], // Haryana
  [14, 16, ['03', '04']], // Punjab, with Chandigarh
  [17, 17, ['02']], // Himachal Pradesh
  [18, 19, ['01', '38']], // Jammu and Kashmir, with Ladakh
  [20, 28, ['09', '05']], // Uttar Pradesh and Uttarakhand
  [30, 34, ['08']], // Rajasthan
  [36, 39, ['24', '26']], // Gujarat, with Dadra and Nagar Haveli and Daman and Diu
  [40, 44, ['27', '30']], // Maharashtra, with Goa
  [45, 48, ['23']], // Madhya Pradesh
  [49, 49, ['22']], // Chhattisgarh
  [50, 53, ['36', '37', '34']], // Telangana and Andhra Pradesh, with Yanam
  [56, 59, ['29']], // Karnataka
  [60, 64, ['33', '34']], // Tamil Nadu, with Puducherry and Karaikal
  [67, 69, ['32', '31', '34']], // Kerala, with Lakshadweep and Mahe
  [70, 74, ['19', '11', '35']], // West Bengal, with Sikkim and the Andaman and Nicobar Islands
  [75, 77, ['21']], // Odisha
  [78, 78, ['18']], // Assam
  [79, 79, ['12', '13', '14', '15', '16', '17']], // the North East
  [80, 85, ['10', '20']], // Bihar and Jharkhand
];

const circleOf = (prefix: string) => {
  const two = Number(prefix.slice(0, 2));
  return CIRCLES.find(([from, to]) => two >= from && two <= to);
};

/** The seat of each state's and union territory's government (Punjab's and Haryana's is Chandigarh, a union territory of its own, so theirs is a district seat). */
const CAPITALS: Record<string, [place: string, pincode: string]> = {
  '01': ['Srinagar', '190001'],
  '02': ['Shimla', '171001'],
  '03': ['Mohali', '160062'],
  '04': ['Chandigarh', '160017'],
  '05': ['Dehradun', '248001'],
  '06': ['Panchkula', '134109'],
  '07': ['New Delhi', '110001'],
  '08': ['Jaipur', '302001'],
  '09': ['Lucknow', '226001'],
  '10': ['Patna', '800001'],
  '11': ['Gangtok', '737101'],
  '12': ['Itanagar', '791111'],
  '13': ['Kohima', '797001'],
  '14': ['Imphal', '795001'],
  '15': ['Aizawl', '796001'],
  '16': ['Agartala', '799001'],
  '17': ['Shillong', '793001'],
  '18': ['Dispur', '781006'],
  '19': ['Kolkata', '700001'],
  '20': ['Ranchi', '834001'],
  '21': ['Bhubaneswar', '751001'],
  '22': ['Raipur', '492001'],
  '23': ['Bhopal', '462001'],
  '24': ['Gandhinagar', '382010'],
  '26': ['Daman', '396210'],
  '27': ['Mumbai', '400001'],
  '29': ['Bengaluru', '560001'],
  '30': ['Panaji', '403001'],
  '31': ['Kavaratti', '682555'],
  '32': ['Thiruvananthapuram', '695001'],
  '33': ['Chennai', '600001'],
  '34': ['Puducherry', '605001'],
  '35': ['Port Blair', '744101'],
  '36': ['Hyderabad', '500001'],
  '37': ['Amaravati', '522020'],
  '38': ['Leh', '194101'],
};

/** Head post offices of districts across every circle, and the state each is in. */
const DISTRICT_SEATS: Record<string, string> = {
  '01': '180001 182101 184101 185131 192101 193101',
  '02': '173212 174001 175001 176215 177001 172107',
  '03': '140001 141001 142001 143001 144001 145001 146001 147001 148001 151001 152001',
  '05': '249401 263001 263139 263153',
  '06': '121001 122001 123401 124001 125001 126102 127021 131001 132001 133001 135001 136118',
  '08': '301001 305001 306401 311001 313001 321001 324001 331001 332001 334001 335001 341001 342001 344001 345001',
  '09': '201001 201301 202001 208001 211001 221001 224001 226001 243001 250001 251001 261001 273001 276001 281001 282001 284001',
  '10': '800001 802301 803101 811201 812001 821115 823001 824101 841301 842001 844101 845401 846004 848101 851101 852201 854301 855107',
  '18': '781001 782001 783301 784001 785001 786001 787001 788001',
  '19': '700001 711101 712101 713101 713201 721301 722101 723101 731101 732101 734001 735101 736101 741101 742101 743331',
  '20': '814112 815301 816109 822101 825301 826001 827001 828111 829122 831001 832303 833201 834001 835207',
  '21': '751001 752001 753001 754211 755001 756001 757001 758001 759001 760001 764001 765001 766001 767001 768001 769001 770001',
  '22': '490001 491001 492001 494001 495001 496001 497001',
  '23': '450001 452001 454001 455001 456001 457001 458001 460001 461001 464001 470001 474001 477001 480001 482001 484001 485001 486001 487001 488001',
  '24': '360001 361001 363001 364001 365601 370001 380001 383001 384001 385001 387001 388001 389001 390001 392001 395003',
  '27': '400001 401201 402201 410206 411001 413001 414001 415001 416003 421301 422001 425001 431001 440001 441601 442401 443001 444001 445001',
  '29': '560001 562101 563101 570001 571401 572101 573201 575001 576101 577201 580020 581301 582101 583101 584101 585101 586101 587101 590001 591307',
  '30': '403601 403802',
  '32': '670001 671121 676505 678001 679101 680001 683101 685584 686001 688001 689645 690502 691001 695001',
  '33': '600001 602001 603001 604001 606601 608001 610001 611001 612001 613001 614601 620001 621212 622001 623501 624001 625001 626001 627001 628001 629001 630561 631001 632001 635109 636001 637001 638001 639001 641001 642001 643001',
  '36': '500003 501218 502001 503001 504001 505001 506002 508001 509001',
  '37': '515001 516001 517501 518001 520001 521001 522001 523001 524001 530001 531001 532001 534001 535001',
};

/** Pincodes of a sorting district that two states share, and the state of each place. */
const SHARED: readonly [place: string, pincode: string, state: string][] = [
  ['Chandigarh', '160017', '04'],
  ['Mohali', '160062', '03'],
  ['Moradabad', '244001', '09'],
  ['Kashipur', '244713', '05'],
  ['Bijnor', '246701', '09'],
  ['Pauri', '246001', '05'],
  ['Saharanpur', '247001', '09'],
  ['Roorkee', '247667', '05'],
  ['Pilibhit', '262001', '09'],
  ['Pithoragarh', '262501', '05'],
  ['Junagadh', '362001', '24'],
  ['Diu', '362520', '26'],
  ['Valsad', '396001', '24'],
  ['Silvassa', '396230', '26'],
  ['Khammam', '507001', '36'],
  ['Kakinada', '533001', '37'],
  ['Yanam', '533464', '34'],
  ['Villupuram', '605602', '33'],
  ['Cuddalore', '607001', '33'],
  ['Mayiladuthurai', '609001', '33'],
  ['Karaikal', '609602', '34'],
  ['Kozhikode', '673001', '32'],
  ['Mahe', '673310', '34'],
  ['Kochi', '682001', '32'],
  ['Banka', '813102', '10'],
];

describe('the pincode table', () => {
  const prefixes = pincodePrefixes();

  it('maps every prefix it knows to states of its postal circle, and every state has prefixes', () => {
    expect(prefixes.size).toBeGreaterThan(400);
    for (const [prefix, codes] of prefixes) {
      const circle = circleOf(prefix);
      expect(circle, `prefix ${prefix} is in a postal circle`).toBeDefined();
      for (const code of codes) expect(circle![2], `prefix ${prefix}`).toContain(code);
    }
    for (const [from, to] of CIRCLES)
      for (let two = from; two <= to; two++)
        expect(
          [...prefixes.keys()].some((prefix) => prefix.startsWith(String(two))),
          `circle ${two} has prefixes`,
        ).toBe(true);
    const served = new Set([...prefixes.values()].flat());
    expect([...served].sort()).toEqual(INDIAN_STATES.map((state) => state.code).sort());
  });

  it('puts the seat of every state and union territory in it', () => {
    expect(Object.keys(CAPITALS).sort()).toEqual(INDIAN_STATES.map((state) => state.code).sort());
    for (const [code, [place, pincode]] of Object.entries(CAPITALS)) {
      expect(statesOfPincode(pincode), `${place} ${pincode}`).toContain(code);
      expect(pincodeMatchesState(pincode, code)).toBe(true);
    }
  });

  it('puts district seats across every circle in their one state', () => {
    for (const [code, pincodes] of Object.entries(DISTRICT_SEATS))
      for (const pincode of pincodes.split(' ')) expect(statesOfPincode(pincode), pincode).toEqual([code]);
  });

  it('gives a shared sorting district both its states, and fills in neither', () => {
    for (const [place, pincode, code] of SHARED) {
      const codes = statesOfPincode(pincode);
      expect(codes.length, `${place} ${pincode}`).toBe(2);
      expect(codes).toContain(code);
      expect(stateForPincode(pincode)).toBeUndefined();
    }
  });

  it('refuses the wrong state, naming it, and does not judge a pincode it does not know', () => {
    expect(stateForPincode('500081')).toBe('36');
    expect(pincodeMatchesState('500081', '27')).toBe(false);
    expect(pincodeMatchesState('560034', '27')).toBe(false);
    expect(wrongStateMessage('stateCode', '500081')).toBe(
      'stateCode must be the state of pincode 500081: Telangana (36)',
    );
    expect(wrongStateMessage('stateCode', '160062')).toBe(
      'stateCode must be the state of pincode 160062: Punjab (03) or Chandigarh (04)',
    );
    expect(wrongStateHint('560034')).toBe(
      'Pincode 560034 is in Karnataka. Please choose it, or check the pincode.',
    );
    // Army postal service numbers (9xxxxx) and prefixes not in use are not judged.
    expect(statesOfPincode('990001')).toEqual([]);
    expect(pincodeMatchesState('990001', '27')).toBe(true);
  });
});
