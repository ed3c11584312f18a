// The geographic area codes of the North American Numbering Plan in the United States (states, DC,
// territories) and Canada, by the state or province they serve, and the time zone of each region.
//
// Sources: the NANPA's area code list by location (nationalnanpa.com, "NPA reports"), the Canadian
// Numbering Administrator (cnac.ca) for Canada, and the tz database for the zones. Overlays opened
// up to 2025 are included (e.g. 350, 369, 738, 837 CA; 324, 448, 645, 656, 728 FL; 742, 753, 942 ON).
// A code that is not here is non-geographic (800, 833, 844, 855, 866, 877, 888 toll-free; 500, 521-533,
// 544, 566, 577, 588 personal; 600, 622 Canadian services; 700, 710; 900) or belongs to a Caribbean
// NANP country (242 Bahamas, 876 Jamaica, 809/829/849 Dominican Republic...), where neither the TCPA
// nor a state law applies: such a number has no known zone and the caller treats it conservatively.
//
// A region's zone is where the majority of its people live. Where an area code lies mostly in
// another zone than its region's majority, AREA_CODE_ZONES says so (population figures: US Census
// 2020 by county). A code split between zones still gets one zone, its majority's; the minority is
// named in the comment so a reader knows who may get a message an hour early or late by the clock.

/** Two-letter USPS state / territory codes and Canada Post province codes. */
export const REGION_TIME_ZONES = {
  // United States. Split states: the zone of the majority of the state's people.
  AL: 'America/Chicago', AK: 'America/Anchorage', // Aleutians west of 169°30'W are on America/Adak
  AZ: 'America/Phoenix', // no DST; the Navajo Nation (a minority) keeps DST
  AR: 'America/Chicago', CA: 'America/Los_Angeles', CO: 'America/Denver', CT: 'America/New_York',
  DE: 'America/New_York', DC: 'America/New_York',
  FL: 'America/New_York', // the western panhandle (850, 448) is Central: see AREA_CODE_ZONES
  GA: 'America/New_York', HI: 'Pacific/Honolulu',
  ID: 'America/Boise', // the northern panhandle (Coeur d'Alene, Lewiston) is Pacific, a minority
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis', // the north-west (219) and the south-west corner (Evansville) are Central
  IA: 'America/Chicago', KS: 'America/Chicago', // four western counties are Mountain
  KY: 'America/New_York', // the western half (270, 364) is Central
  LA: 'America/Chicago', ME: 'America/New_York', MD: 'America/New_York', MA: 'America/New_York',
  MI: 'America/Detroit', // four Upper Peninsula counties bordering Wisconsin are Central
  MN: 'America/Chicago', MS: 'America/Chicago', MO: 'America/Chicago', MT: 'America/Denver',
  NE: 'America/Chicago', // the western panhandle of 308 is Mountain, a minority of 308
  NV: 'America/Los_Angeles', // West Wendover is Mountain
  NH: 'America/New_York', NJ: 'America/New_York', NM: 'America/Denver', NY: 'America/New_York',
  NC: 'America/New_York', ND: 'America/Chicago', // the south-west is Mountain
  OH: 'America/New_York', OK: 'America/Chicago',
  OR: 'America/Los_Angeles', // most of Malheur County is Mountain
  PA: 'America/New_York', RI: 'America/New_York', SC: 'America/New_York',
  SD: 'America/Chicago', // the western half (Rapid City) is Mountain, a minority of 605
  TN: 'America/Chicago', // East Tennessee (423, 865) is Eastern: see AREA_CODE_ZONES
  TX: 'America/Chicago', // El Paso and Hudspeth (915) are Mountain: see AREA_CODE_ZONES
  UT: 'America/Denver', VT: 'America/New_York', VA: 'America/New_York', WA: 'America/Los_Angeles',
  WV: 'America/New_York', WI: 'America/Chicago', WY: 'America/Denver',
  PR: 'America/Puerto_Rico', VI: 'America/St_Thomas', GU: 'Pacific/Guam', MP: 'Pacific/Saipan', AS: 'Pacific/Pago_Pago',
  // Canada.
  BC: 'America/Vancouver', // the East Kootenays and the Peace River (Dawson Creek, Fort St. John) are Mountain
  AB: 'America/Edmonton',
  SK: 'America/Regina', // no DST; Lloydminster keeps Alberta time
  MB: 'America/Winnipeg',
  ON: 'America/Toronto', // north-west Ontario west of Thunder Bay (Kenora) is Central
  QC: 'America/Toronto', // the Magdalen Islands and the Lower North Shore are Atlantic
  NB: 'America/Moncton', NS: 'America/Halifax', PE: 'America/Halifax',
  NL: 'America/St_Johns', // Labrador (most of it) is Atlantic
  YT: 'America/Whitehorse', // permanent UTC-7 since 2020
  NT: 'America/Edmonton', // Yellowknife keeps Mountain time (tz links America/Yellowknife to Edmonton)
  NU: 'America/Iqaluit', // most Nunavummiut live in the Eastern Qikiqtaaluk region
} as const;

export type RegionCode = keyof typeof REGION_TIME_ZONES;

export const US_REGIONS: readonly RegionCode[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD',
  'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'VI', 'GU', 'MP', 'AS',
];

/** Geographic area codes by the region they serve. 902/782 serve NS and PE; 867 the three territories. */
export const AREA_CODES_BY_REGION: Record<RegionCode, readonly string[]> = {
  AL: ['205', '251', '256', '334', '659', '938'],
  AK: ['907'],
  AZ: ['480', '520', '602', '623', '928'],
  AR: ['327', '479', '501', '870'],
  CA: [
    '209', '213', '279', '310', '323', '341', '350', '369', '408', '415', '424', '442', '510', '530', '559', '562', '619', '626',
    '628', '650', '657', '661', '669', '707', '714', '738', '747', '760', '805', '818', '820', '831', '837', '840', '858', '909',
    '916', '925', '949', '951',
  ],
  CO: ['303', '719', '720', '970', '983'],
  CT: ['203', '475', '860', '959'],
  DE: ['302'],
  DC: ['202', '771'],
  FL: [
    '239', '305', '321', '324', '352', '386', '407', '448', '561', '645', '656', '689', '727', '728', '754', '772', '786', '813',
    '850', '863', '904', '941', '954',
  ],
  GA: ['229', '404', '470', '478', '678', '706', '762', '770', '912', '943'],
  HI: ['808'],
  ID: ['208', '986'],
  IL: ['217', '224', '309', '312', '331', '447', '464', '618', '630', '708', '730', '773', '779', '815', '847', '861', '872'],
  IN: ['219', '260', '317', '463', '574', '765', '812', '930'],
  IA: ['319', '515', '563', '641', '712'],
  KS: ['316', '620', '785', '913'],
  KY: ['270', '364', '502', '606', '859'],
  LA: ['225', '318', '337', '457', '504', '985'],
  ME: ['207'],
  MD: ['227', '240', '301', '410', '443', '667'],
  MA: ['339', '351', '413', '508', '617', '774', '781', '857', '978'],
  MI: ['231', '248', '269', '313', '517', '586', '616', '679', '734', '810', '906', '947', '989'],
  MN: ['218', '320', '507', '612', '651', '763', '924', '952'],
  MS: ['228', '601', '662', '769'],
  MO: ['235', '314', '417', '557', '573', '636', '660', '816', '975'],
  MT: ['406'],
  NE: ['308', '402', '531'],
  NV: ['702', '725', '775'],
  NH: ['603'],
  NJ: ['201', '551', '609', '640', '732', '848', '856', '862', '908', '973'],
  NM: ['505', '575'],
  NY: [
    '212', '315', '329', '332', '347', '363', '516', '518', '585', '607', '624', '631', '646', '680', '716', '718', '838', '845',
    '914', '917', '929', '934',
  ],
  NC: ['252', '336', '472', '704', '743', '828', '910', '919', '980', '984'],
  ND: ['701'],
  OH: ['216', '220', '234', '283', '326', '330', '380', '419', '436', '440', '513', '567', '614', '740', '937'],
  OK: ['405', '539', '572', '580', '918'],
  OR: ['458', '503', '541', '971'],
  PA: ['215', '223', '267', '272', '412', '445', '484', '570', '582', '610', '717', '724', '814', '835', '878'],
  RI: ['401'],
  SC: ['803', '821', '839', '843', '854', '864'],
  SD: ['605'],
  TN: ['423', '615', '629', '731', '865', '901', '931'],
  TX: [
    '210', '214', '254', '281', '325', '346', '361', '409', '430', '432', '469', '512', '682', '713', '726', '737', '806', '817',
    '830', '832', '903', '915', '936', '940', '945', '956', '972', '979',
  ],
  UT: ['385', '435', '801'],
  VT: ['802'],
  VA: ['276', '434', '540', '571', '686', '703', '757', '804', '826', '948'],
  WA: ['206', '253', '360', '425', '509', '564'],
  WV: ['304', '681'],
  WI: ['262', '274', '353', '414', '534', '608', '715', '920'],
  WY: ['307'],
  PR: ['787', '939'],
  VI: ['340'],
  GU: ['671'],
  MP: ['670'],
  AS: ['684'],
  BC: ['236', '250', '257', '604', '672', '778'],
  AB: ['368', '403', '587', '780', '825'],
  SK: ['306', '474', '639'],
  MB: ['204', '431', '584'],
  ON: [
    '226', '249', '289', '343', '365', '382', '416', '437', '519', '548', '613', '647', '683', '705', '742', '753', '807', '905',
    '942',
  ],
  QC: ['263', '354', '367', '418', '438', '450', '468', '514', '579', '581', '819', '873'],
  NB: ['428', '506'],
  NS: ['782', '902'],
  PE: [],
  NL: ['709', '879'],
  YT: [],
  NT: ['867'],
  NU: [],
};

/**
 * Area codes whose majority lives in another zone than their region's majority (Census 2020 by
 * county). Every other code takes its region's zone.
 */
export const AREA_CODE_ZONES: Record<string, string> = {
  // Florida's panhandle west of the Apalachicola: Escambia, Santa Rosa, Okaloosa, Walton, Bay and
  // the counties north of them (~1.1 M) outnumber Tallahassee's Eastern counties (~0.45 M).
  '850': 'America/Chicago',
  '448': 'America/Chicago', // overlay of 850
  // Western Kentucky: Bowling Green, Owensboro, Paducah, Hopkinsville are Central; Elizabethtown
  // (Hardin, Meade) is Eastern, a minority.
  '270': 'America/Chicago',
  '364': 'America/Chicago', // overlay of 270
  // East Tennessee: Chattanooga, Tri-Cities, Knoxville are Eastern (Chattanooga's western fringe is Central).
  '423': 'America/New_York',
  '865': 'America/New_York',
  // North-west Indiana: Lake, Porter, LaPorte, Jasper, Newton counties are Central.
  '219': 'America/Chicago',
  // El Paso and Hudspeth counties are Mountain (49 CFR 71.9), the rest of Texas Central.
  '915': 'America/Denver',
};
