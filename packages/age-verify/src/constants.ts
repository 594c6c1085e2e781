/** SPEC §9 "age-verify birth years 80": the earliest birth year offered is this many years back. */
export const BIRTH_YEARS_BACK = 80;

/**
 * The latest birth year offered when the page gives none (SPEC §5: "up to the year given
 * in the control"): the visitor must be this old in the year they are born plus this.
 */
export const DEFAULT_MINIMUM_AGE_YEARS = 18;

/** SPEC §2 Game detail: the hash that opens the overlay. */
export const ENABLE_HASH = 'enableAgeVerify';

/** Form limits (the product's choice; SPEC.md gives none). */
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 100;
export const POSTAL_CODE_MAX_LENGTH = 12;
export const SECRET_MAX_LENGTH = 100;

/** The human-verification action name of the age verification form. */
export const VERIFICATION_ACTION = 'age_verify';
