/** SPEC §9 "age-verify birth years 80": the earliest birth year offered is this many years back. */
export const BIRTH_YEARS_BACK = 80;

/**
 * The legal age to play (SPEC.md gives none: 18, the age of most licensing regulators). The
 * form refuses a younger visitor to the day before anything is sent (the server still
 * decides), and the latest birth year offered when the page gives none (SPEC §5: "up to
 * the year given in the control") is the current year minus this.
 */
export const LEGAL_AGE_YEARS = 18;

/** SPEC §2 Game detail: the hash that opens the overlay. */
export const ENABLE_HASH = 'enableAgeVerify';

/** Form limits (the product's choice; SPEC.md gives none). */
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 100;
export const POSTAL_CODE_MAX_LENGTH = 12;
export const SECRET_MAX_LENGTH = 100;

/** The human-verification action name of the age verification form. */
export const VERIFICATION_ACTION = 'age_verify';
