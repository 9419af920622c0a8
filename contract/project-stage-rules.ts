// A design project's payment stages, their plain rules (decision 192): the statuses and their labels,
// the schedules staff choose from, and how a payment reached the shop. No schema library here, so the
// customer's quote page reads them cheaply; ./project-stages.ts builds the schemas on them.
export const STAGE_STATUSES = ['scheduled', 'due', 'paid', 'cancelled', 'refunded'] as const;
export type StageStatus = (typeof STAGE_STATUSES)[number];
export const STAGE_STATUS_LABELS: Record<StageStatus, string> = {
  scheduled: 'Scheduled',
  due: 'Due',
  paid: 'Paid',
  cancelled: 'Replaced',
  /** Paid, then given back when the project was cancelled (decision 196). */
  refunded: 'Refunded',
};

/** The schedules staff choose from; shares in basis points, adding up to 100 %. */
export const PAYMENT_STAGE_TEMPLATES = {
  standard: {
    label: 'Booking 10 %, production 40 %, installation 50 %',
    stages: [
      { label: 'Booking', share_bp: 1000 },
      { label: 'Production start', share_bp: 4000 },
      { label: 'Installation', share_bp: 5000 },
    ],
  },
  design_only: {
    label: 'Design: 50 % to start, 50 % on delivery of the drawings',
    stages: [
      { label: 'Design start', share_bp: 5000 },
      { label: 'Drawings delivered', share_bp: 5000 },
    ],
  },
  four_stage: {
    label: 'Booking 10 %, production 40 %, delivery 40 %, handover 10 %',
    stages: [
      { label: 'Booking', share_bp: 1000 },
      { label: 'Production start', share_bp: 4000 },
      { label: 'Delivery to site', share_bp: 4000 },
      { label: 'Handover', share_bp: 1000 },
    ],
  },
} as const;
export type PaymentStageTemplate = keyof typeof PAYMENT_STAGE_TEMPLATES;

/** How a payment reached the shop outside the gateway. */
export const OFFLINE_METHODS = ['bank_transfer', 'upi', 'cheque', 'cash'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<OfflineMethod | 'razorpay', string> = {
  razorpay: 'Online',
  bank_transfer: 'Bank transfer',
  upi: 'UPI',
  cheque: 'Cheque',
  cash: 'Cash',
};
