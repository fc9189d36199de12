import type { SeedDeck } from '../Seed';
import { FieldType, QuestionType } from '@sreo/contract/wire';
import { sandboxMedia } from '../../sites';

const svgDataUrl = (svg: string): string => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;

/** Stick figure seen from above, lying on its side: hand under the cheek, upper leg bent at hip and knee. */
const recoveryPosition = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 130" width="240" height="130">' +
    '<rect x="4" y="8" width="232" height="114" rx="10" fill="#e8eef3"/>' +
    '<g fill="none" stroke="#222" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">' +
    '<circle cx="36" cy="50" r="14" fill="#fff"/>' +
    '<path d="M52 54 H140"/>' +
    '<path d="M140 54 H222"/>' +
    '<path d="M140 54 L158 98 H206"/>' +
    '<path d="M66 54 L70 90 L34 72"/>' +
    '</g>' +
    '</svg>',
);

/**
 * The ILCOR-style AED sign: white heart with a lightning bolt and a cross, on green. Served by the
 * sandbox as a media file (GET /app/media/aed-sign.svg), so that one image card loads from the media host.
 */
export const AED_SIGN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">' +
  '<rect width="120" height="120" rx="12" fill="#009a44"/>' +
  '<path d="M60 102 C20 74 12 54 24 38 C36 24 54 28 60 42 C66 28 84 24 96 38 C108 54 100 74 60 102 Z" fill="#fff"/>' +
  '<path d="M66 40 L48 70 H60 L54 94 L76 60 H64 L72 40 Z" fill="#009a44"/>' +
  '<path d="M101 4 h8 v5 h5 v8 h-5 v5 h-8 v-5 h-5 v-8 h5 Z" fill="#fff"/>' +
  '</svg>';

export const AED_SIGN_IMAGE = 'aed-sign.svg';

/** A triage tag in the yellow (delayed) colour. */
const yellowTriageTag = svgDataUrl(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 200" width="160" height="200" font-family="sans-serif" text-anchor="middle">' +
    '<path d="M30 44 L80 10 L130 44 V190 H30 Z" fill="#ffd92f" stroke="#333" stroke-width="3"/>' +
    '<circle cx="80" cy="40" r="8" fill="#fff" stroke="#333" stroke-width="2"/>' +
    '<text x="80" y="108" font-size="22" font-weight="bold">TRIAGE</text>' +
    '<text x="80" y="160" font-size="42" font-weight="bold">?</text>' +
    '</svg>',
);

export const firstAidDeck: SeedDeck = {
  id: 'first-aid',
  name: 'First Aid',
  deckType: 0,
  cards: [
    {
      key: 'primary-survey-drabc',
      questionType: QuestionType.Recall,
      front: 'What does <b>DR ABC</b> stand for in the primary survey of a casualty?',
      fFieldType: FieldType.Html,
      back: '<b>D</b>anger<br><b>R</b>esponse<br><b>A</b>irway<br><b>B</b>reathing<br><b>C</b>irculation',
      bFieldType: FieldType.Html,
      comment: 'Some courses teach DRSABCD, adding Send for help and Defibrillation.',
    },
    {
      key: 'stroke-fast',
      questionType: QuestionType.Recall,
      front: 'What does FAST stand for when recognising a stroke?',
      fFieldType: FieldType.Text,
      back: '<b>F</b>ace: has it drooped on one side?<br><b>A</b>rms: can they lift both arms and keep them there?<br><b>S</b>peech: is it slurred or confused?<br><b>T</b>ime: call the emergency number straight away.',
      bFieldType: FieldType.Html,
      banner: 'Exam favourite',
    },
    {
      key: 'severe-bleeding',
      questionType: QuestionType.Recall,
      front: 'How do you control severe external bleeding?',
      fFieldType: FieldType.Text,
      back: 'Apply firm, direct pressure on the wound (ideally over a sterile dressing) and keep it there; call the emergency number. If life-threatening bleeding from a limb cannot be controlled by direct pressure, apply a tourniquet if one is available and you are trained to use it.',
      bFieldType: FieldType.Text,
      comment: 'If an object is embedded in the wound, do not remove it: press on either side of it instead.',
    },
    {
      key: 'choking-adult',
      questionType: QuestionType.Recall,
      front: 'An adult is choking and cannot cough, speak or breathe. What do you do?',
      fFieldType: FieldType.Text,
      back: 'Give up to 5 sharp back blows between the shoulder blades, then up to 5 abdominal thrusts, and keep alternating. Call the emergency number. If they become unresponsive, start CPR.',
      bFieldType: FieldType.Text,
      comment: 'If the obstruction is mild and they can still cough, encourage them to keep coughing.',
    },
    {
      key: 'shock-signs',
      questionType: QuestionType.Recall,
      front: 'What are the signs of shock (poor circulation) after an injury?',
      fFieldType: FieldType.Text,
      back: 'Pale, cold, clammy skin; sweating; a fast, weak pulse; fast, shallow breathing; dizziness or weakness; thirst; anxiety or confusion.',
      bFieldType: FieldType.Text,
      comment: 'Here "shock" means a failing circulation, a medical emergency, not emotional shock.',
    },
    {
      key: 'anaphylaxis-response',
      questionType: QuestionType.Recall,
      front: 'Someone with a known severe allergy is having anaphylaxis and carries an adrenaline auto-injector. What do you do?',
      fFieldType: FieldType.Text,
      back: 'Call the emergency number and help them use the auto-injector straight away. Lie them down with legs raised, or let them sit up if breathing is difficult. If there is no improvement after 5 minutes, give a second auto-injector if available. Start CPR if they stop breathing normally.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'recovery-position-image',
      questionType: QuestionType.Recall,
      front: recoveryPosition,
      fFieldType: FieldType.Image,
      back: 'The recovery position. Use it for someone who is unresponsive but breathing normally: it keeps the airway open and lets vomit or fluid drain from the mouth. Keep checking their breathing.',
      bFieldType: FieldType.Text,
      label: 'What is this position called, and when is it used?',
    },
    {
      key: 'aed-sign-image',
      questionType: QuestionType.Recall,
      front: sandboxMedia(AED_SIGN_IMAGE),
      fFieldType: FieldType.Image,
      back: 'An automated external defibrillator (AED) is available here.',
      bFieldType: FieldType.Text,
      label: 'What does this sign show?',
      comment: 'Anyone may use a public AED: switch it on and follow its spoken instructions.',
    },
    {
      key: 'agonal-breathing',
      questionType: QuestionType.Recall,
      front: 'An unresponsive person is making occasional, noisy gasps. Are they breathing normally?',
      fFieldType: FieldType.Text,
      back: 'No. Occasional gasping (agonal breathing) is common in the first minutes of cardiac arrest. Treat it as cardiac arrest: call the emergency number, start CPR and get an AED.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'hypoglycaemia',
      questionType: QuestionType.Recall,
      front: 'A person with diabetes is shaky, sweaty and confused but awake and able to swallow. What do you do?',
      fFieldType: FieldType.Text,
      back: 'Suspect low blood sugar (hypoglycaemia): give fast-acting sugar such as glucose tablets, a sugary drink or sweets. Once they improve, give longer-acting carbohydrate. Call for help if they do not improve or become drowsy.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'breathing-check',
      questionType: QuestionType.Recall,
      front: 'How do you check whether an unresponsive adult is breathing normally?',
      fFieldType: FieldType.Text,
      back: 'Open the airway (tilt the head back and lift the chin), then look, listen and feel for normal breathing for no more than 10 seconds.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'heart-attack',
      questionType: QuestionType.Recall,
      front: 'A conscious adult has crushing chest pain spreading to the arm and jaw. What first aid do you give?',
      fFieldType: FieldType.Text,
      back: 'Suspect a heart attack. Call the emergency number, help them rest in a comfortable half-sitting position, and, unless they are allergic or have been told not to take it, give them an aspirin to chew slowly. Be ready to start CPR.',
      bFieldType: FieldType.Text,
      comment: 'UK guidance is one 300 mg aspirin; the recommended dose differs slightly between countries.',
    },
    {
      key: 'seizure',
      questionType: QuestionType.Recall,
      front: 'Someone is having a seizure with jerking movements. What should you do?',
      fFieldType: FieldType.Text,
      back: 'Protect them from injury (move hard objects away, cushion the head), do not restrain them or put anything in their mouth, and time the seizure. Call the emergency number if it lasts more than 5 minutes, is their first, or they are injured. Afterwards, if they are breathing, place them in the recovery position.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'suspected-fracture',
      questionType: QuestionType.Recall,
      front: 'What is the first aid for a suspected broken arm?',
      fFieldType: FieldType.Text,
      back: 'Keep the arm still and supported in the most comfortable position (for example with a sling); do not try to straighten it. Control any bleeding and get medical help.',
      bFieldType: FieldType.Text,
    },
    {
      key: 'cpr-rate',
      questionType: QuestionType.MultipleChoice,
      front: 'At what rate should chest compressions be given to an adult during CPR?',
      fFieldType: FieldType.Text,
      back: '100–120 per minute',
      bFieldType: FieldType.Text,
      options: ['60–80 per minute', '80–100 per minute', '100–120 per minute', '130–150 per minute'],
      comment: 'The beat of "Stayin\' Alive" is about the right tempo.',
    },
    {
      key: 'cpr-depth',
      questionType: QuestionType.MultipleChoice,
      front: 'How deep should chest compressions be for an adult?',
      fFieldType: FieldType.Text,
      back: '5–6 cm',
      bFieldType: FieldType.Text,
      options: ['1–2 cm', '3–4 cm', '5–6 cm', '8–10 cm'],
    },
    {
      key: 'cpr-hand-position',
      questionType: QuestionType.MultipleChoice,
      front: 'Where do you place your hands for adult chest compressions?',
      fFieldType: FieldType.Text,
      back: 'Centre of the chest, on the lower half of the breastbone',
      bFieldType: FieldType.Text,
      options: [
        'Centre of the chest, on the lower half of the breastbone',
        'Left side of the chest, over the heart',
        'Upper abdomen, just below the ribs',
        'Top of the breastbone, near the collarbones',
      ],
    },
    {
      key: 'triage-yellow',
      questionType: QuestionType.MultipleChoice,
      front: yellowTriageTag,
      fFieldType: FieldType.Image,
      back: 'Delayed: serious but can wait',
      bFieldType: FieldType.Text,
      options: [
        'Immediate: life-threatening, treat now',
        'Delayed: serious but can wait',
        'Minor: walking wounded',
        'Dead or expectant',
      ],
      label: 'In colour-coded mass-casualty triage, what priority does a yellow tag mean?',
      comment: 'Red = immediate, yellow = delayed, green = minor, black = dead or expectant.',
    },
    {
      key: 'minor-burn',
      questionType: QuestionType.MultipleChoice,
      front: 'Which is correct first aid for a minor burn?',
      fFieldType: FieldType.Text,
      back: 'Cool it under cool running water for 20 minutes',
      bFieldType: FieldType.Text,
      options: [
        'Cool it under cool running water for 20 minutes',
        'Hold ice directly on it for 5 minutes',
        'Cover it in butter or oil',
        'Burst any blisters to release the fluid',
      ],
      comment: 'After cooling, cover it loosely with cling film or a clean plastic bag. Never use ice, butter or creams.',
    },
    {
      key: 'nosebleed',
      questionType: QuestionType.MultipleChoice,
      front: 'What is the correct way to treat a nosebleed?',
      fFieldType: FieldType.Text,
      back: 'Sit up, lean forward and pinch the soft part of the nose',
      bFieldType: FieldType.Text,
      options: [
        'Sit up, lean forward and pinch the soft part of the nose',
        'Lie flat on the back',
        'Tilt the head back and pinch the bridge of the nose',
        'Blow the nose hard to clear the clot',
      ],
    },
    {
      key: 'auto-injector-site',
      questionType: QuestionType.MultipleChoice,
      front: 'Where is an adrenaline auto-injector injected?',
      fFieldType: FieldType.Text,
      back: 'Outer thigh',
      bFieldType: FieldType.Text,
      options: ['Outer thigh', 'Upper arm', 'Abdomen', 'Buttock'],
    },
    {
      key: 'cpr-ratio',
      questionType: QuestionType.TypedAnswer,
      front: 'In adult CPR, what is the ratio of chest compressions to rescue breaths?',
      fFieldType: FieldType.Text,
      back: '30:2',
      bFieldType: FieldType.Text,
      accepted: ['30 to 2', '30/2', '30-2', '30 : 2'],
      banner: 'Exam favourite',
      comment: 'If you are untrained or unwilling to give rescue breaths, give continuous compressions (hands-only CPR).',
    },
    {
      key: 'breathing-check-seconds',
      questionType: QuestionType.TypedAnswer,
      front: 'For at most how many seconds should you check for normal breathing?',
      fFieldType: FieldType.Text,
      back: '10',
      bFieldType: FieldType.Text,
      accepted: ['10 seconds', 'ten', 'ten seconds'],
    },
    {
      key: 'eu-emergency-number',
      questionType: QuestionType.TypedAnswer,
      front: 'Which emergency telephone number works throughout the European Union?',
      fFieldType: FieldType.Text,
      back: '112',
      bFieldType: FieldType.Text,
      comment: '112 also works in the UK alongside 999. The USA and Canada use 911.',
    },
    {
      key: 'aed-acronym',
      questionType: QuestionType.TypedAnswer,
      front: 'What does AED stand for?',
      fFieldType: FieldType.Text,
      back: 'Automated external defibrillator',
      bFieldType: FieldType.Text,
      accepted: ['Automatic external defibrillator'],
    },
    {
      key: 'abdominal-thrusts-name',
      questionType: QuestionType.TypedAnswer,
      front: 'Abdominal thrusts for choking are also known by which surgeon\'s name?',
      fFieldType: FieldType.Text,
      back: 'Heimlich manoeuvre',
      bFieldType: FieldType.Text,
      accepted: ['Heimlich', 'Heimlich maneuver', 'The Heimlich manoeuvre', 'The Heimlich maneuver'],
    },
    {
      key: 'back-blows-count',
      questionType: QuestionType.TypedAnswer,
      front: 'For a choking adult, how many back blows do you give before switching to abdominal thrusts?',
      fFieldType: FieldType.Text,
      back: '5',
      bFieldType: FieldType.Text,
      accepted: ['five', 'up to 5', 'up to five'],
    },
    {
      key: 'anaphylaxis-drug',
      questionType: QuestionType.TypedAnswer,
      front: 'Which drug does an auto-injector for anaphylaxis contain?',
      fFieldType: FieldType.Text,
      back: 'Adrenaline',
      bFieldType: FieldType.Text,
      accepted: ['Epinephrine'],
    },
  ],
};
