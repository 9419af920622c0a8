// The words of "Will it fit?" (docs/will-it-fit.md): the product page's check and the profile's
// delivery access form. The measures' own labels and messages live in the contract (fit-rules.ts).

export const FIT_COPY = {
  open: 'Will it fit?',
  close: 'Hide the fit check',
  intro:
    'Measure the narrowest doorway, the lift and the staircase on the way in, in centimetres. Leave out what your home does not have.',
  doorway: 'Doorway',
  lift: 'Lift (inside)',
  noLift: 'No lift',
  staircase: 'Staircase',
  width: 'Width',
  height: 'Height',
  depth: 'Depth',
  check: 'Check',
  fits: 'It fits: the box gets through everything you measured.',
  doesNotFit: 'It may not fit:',
  nothingMeasured: 'Enter at least one measure: the doorway, the lift or the staircase.',
  stairsNote: 'Turns and landings on the stairs are not checked: measure a tight turn as well.',
  fromProfile: 'Filled in from your profile.',
  keptOnDevice: 'Your measures are kept on this device.',
  unavailable: 'The fit check could not load. Please try again.',
  profileTitle: 'Delivery access',
  profileIntro:
    'The narrowest doorway, the lift and the staircase at your delivery address, in centimetres. "Will it fit?" on a product page fills them in.',
  save: 'Save measures',
  saving: 'Saving…',
  saved: 'Delivery access saved',
  loadFailed: 'Your delivery access measures could not be loaded.',
} as const;

/** "Box 216 × 92 × 86 cm": the shipping box's sides, longest first as stored. */
export const boxText = (box: { length_cm: number; width_cm: number; height_cm: number }): string =>
  `Box ${box.length_cm} × ${box.width_cm} × ${box.height_cm} cm`;
