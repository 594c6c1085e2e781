/**
 * The server HTML's `data-*` hooks of the casino detail page: bonuses, complaints, payment methods, unfair terms.
 * Widgets, the fake backend and the demo take the names from here, so a renamed hook
 * breaks the build, not a page. Each key is the attribute's `dataset` name.
 */
export const casinoDetailHooks = {
  casinoDetail: 'data-casino-detail',
  casinoReviewsLink: 'data-casino-reviews-link',
  casinoSections: 'data-casino-sections',
  complaintStatus: 'data-complaint-status',
  paymentProviders: 'data-payment-providers',
  paymentProvidersBody: 'data-payment-providers-body',
  sectionStep: 'data-section-step',
  termsExplanationId: 'data-terms-explanation-id',
  termsId: 'data-terms-id',
  termsTypeId: 'data-terms-type-id',
  visitMain: 'data-visit-main',
  visitSticky: 'data-visit-sticky',
} as const;
