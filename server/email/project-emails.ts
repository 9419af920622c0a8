// The e-mails a design project sends its customer: one when the shop opens it for them, and one at
// every change of status. In the shop's own voice, with the project's name and its status as the
// customer reads it, and a way to see it under My Projects. Every value is escaped in the HTML part.
import { projectStatusLabel, type ProjectStatus } from '../../contract/account.ts';
import type { OutgoingEmail } from '../outbox/outbox.ts';
import { emailHtml, letterText, textRows, type Row } from './layout.ts';

export interface ProjectEmailSettings {
  businessName: string;
  businessEmail: string;
  /** For the customer to call or message, as displayed. */
  businessPhone: string;
  /** Where the shop lives; My Projects is `${shopOrigin}/projects`. */
  shopOrigin: string;
}

export interface ProjectMailFacts {
  to: string;
  /** The customer's first name when the shop knows it. */
  firstName: string | null;
  projectName: string;
  status: ProjectStatus;
  designerName: string | null;
}

/** What each status means for the customer, in a sentence or two. */
const STATUS_NEWS: Record<ProjectStatus, string> = {
  inquiry: 'We have your project as an inquiry and will be in touch shortly to talk it through.',
  consultation_scheduled:
    'Your consultation is booked. Your designer will confirm the day and time with you beforehand.',
  in_progress: 'Your designer has started work on your design.',
  design_ready:
    'Your design is ready to see. Your designer will walk you through it, and nothing goes ahead until you are happy with it.',
  approved: 'Thank you for approving the design. We are now planning the work with our craftspeople.',
  execution: 'Work on your home has begun. We will keep you posted as it moves along.',
  completed:
    'Your project is complete. Thank you for letting us into your home; we hope it feels like yours in every corner.',
  cancelled:
    'This project has been cancelled. If that comes as a surprise, simply reply to this e-mail and we will sort it out.',
  on_hold: 'This project is on hold for now. Your designer will be in touch before anything moves again.',
};

function render(
  settings: ProjectEmailSettings,
  facts: ProjectMailFacts,
  content: { subject: string; heading: string; intro: string[] },
): OutgoingEmail {
  const greeting = facts.firstName ? `Namaste ${facts.firstName},` : 'Namaste,';
  const rows: Row[] = [
    ['Project', facts.projectName],
    ['Status', projectStatusLabel(facts.status)],
    ...(facts.designerName ? ([['Designer', facts.designerName]] as Row[]) : []),
  ];
  const link = `${settings.shopOrigin.replace(/\/+$/, '')}/projects`;
  const outro = [
    `Questions? Reply to this e-mail or call us on ${settings.businessPhone}.`,
    `Warm regards,\nThe ${settings.businessName} team`,
  ];
  const footer = `You are receiving this because ${settings.businessName} is working on a design project with this address. Sign in with it at ${link} to see your projects.`;
  return {
    to: facts.to,
    replyTo: settings.businessEmail,
    subject: content.subject,
    text: letterText({
      greeting,
      intro: content.intro,
      details: [textRows(rows), '', `See your projects: ${link}`],
      outro,
      footer,
    }),
    html: emailHtml({
      heading: content.heading,
      intro: [greeting, ...content.intro],
      rows,
      action: { label: 'See your projects', url: link },
      outro,
      footer,
    }),
  };
}

/** The shop has opened a project for the customer (by hand, or from their consultation). */
export function projectOpenedEmail(settings: ProjectEmailSettings, facts: ProjectMailFacts): OutgoingEmail {
  return render(settings, facts, {
    subject: `Your design project with ${settings.businessName}: ${facts.projectName}`,
    heading: 'Your design project is open',
    intro: [
      `We have opened your design project “${facts.projectName}” with ${settings.businessName}. You can follow it under My Projects: sign in on our website with this e-mail address.`,
      STATUS_NEWS[facts.status],
    ],
  });
}

/** The project has moved to another status. */
export function projectStatusEmail(
  settings: ProjectEmailSettings,
  facts: ProjectMailFacts & { previous: ProjectStatus },
): OutgoingEmail {
  const label = projectStatusLabel(facts.status);
  return render(settings, facts, {
    subject: `${facts.projectName}: now ${label}`,
    heading: `Your project is now ${label}`,
    intro: [
      `There is news about your design project “${facts.projectName}”: it has moved from ${projectStatusLabel(facts.previous)} to ${label}.`,
      STATUS_NEWS[facts.status],
    ],
  });
}

/** A version of a project's quote, as its e-mails name it. */
export interface QuoteMailFacts {
  to: string;
  firstName: string | null;
  projectName: string;
  projectId: string;
  version: number;
  /** The total, GST included, as the quote prints it ("₹1,23,456.00"). */
  total: string;
  /** "31 December 2026". */
  validUntil: string;
}

function quoteLetter(
  settings: ProjectEmailSettings,
  facts: QuoteMailFacts,
  content: { subject: string; heading: string; intro: string[]; action: string },
): OutgoingEmail {
  return projectLetter(settings, facts, content, [
    ['Project', facts.projectName],
    ['Quote', `Version ${facts.version}`],
    ['Total (GST included)', facts.total],
    ['Valid until', facts.validUntil],
  ]);
}

/** A letter about a project's quote or payments, with its rows and a button to the quote page. */
function projectLetter(
  settings: ProjectEmailSettings,
  facts: { to: string; firstName: string | null; projectId: string },
  content: { subject: string; heading: string; intro: string[]; action: string },
  rows: Row[],
): OutgoingEmail {
  const greeting = facts.firstName ? `Namaste ${facts.firstName},` : 'Namaste,';
  const link = `${settings.shopOrigin.replace(/\/+$/, '')}/projects/quote?id=${facts.projectId}`;
  const outro = [
    `Questions? Reply to this e-mail or call us on ${settings.businessPhone}.`,
    `Warm regards,\nThe ${settings.businessName} team`,
  ];
  const footer = `You are receiving this because ${settings.businessName} is working on a design project with this address.`;
  return {
    to: facts.to,
    replyTo: settings.businessEmail,
    subject: content.subject,
    text: letterText({
      greeting,
      intro: content.intro,
      details: [textRows(rows), '', `${content.action}: ${link}`],
      outro,
      footer,
    }),
    html: emailHtml({
      heading: content.heading,
      intro: [greeting, ...content.intro],
      rows,
      action: { label: content.action, url: link },
      outro,
      footer,
    }),
  };
}

/** The shop has sent a version of the quote for the customer to read and approve. */
export function quoteSentEmail(settings: ProjectEmailSettings, facts: QuoteMailFacts): OutgoingEmail {
  return quoteLetter(settings, facts, {
    subject: `Your quote for ${facts.projectName} (version ${facts.version})`,
    heading: 'Your quote is ready',
    intro: [
      `Version ${facts.version} of the quote for “${facts.projectName}” is ready. Read it room by room under My Projects, download it as a PDF, and approve it or tell us what you would like changed.`,
      'Nothing goes ahead until you approve it.',
    ],
    action: 'Read your quote',
  });
}

/** The customer has approved a version: their confirmation. */
export function quoteApprovedEmail(settings: ProjectEmailSettings, facts: QuoteMailFacts): OutgoingEmail {
  return quoteLetter(settings, facts, {
    subject: `You approved the quote for ${facts.projectName} (version ${facts.version})`,
    heading: 'Thank you for approving your quote',
    intro: [
      `You approved version ${facts.version} of the quote for “${facts.projectName}”. It is now fixed: any change from here is a new version for you to approve.`,
      'Your designer will be in touch about the payment schedule and the next steps.',
    ],
    action: 'See your quote',
  });
}

/** To the shop: the customer asked for changes to, or approved, a version. */
export function quoteAnswerShopEmail(
  settings: ProjectEmailSettings,
  facts: {
    projectName: string;
    projectId: string;
    version: number;
    answer: 'approved' | 'changes';
    comment?: string;
  },
): OutgoingEmail {
  const subject =
    facts.answer === 'approved'
      ? `Quote approved: ${facts.projectName} (version ${facts.version})`
      : `Changes asked for: ${facts.projectName} (version ${facts.version})`;
  const intro =
    facts.answer === 'approved'
      ? [`The customer approved version ${facts.version} of the quote for “${facts.projectName}”.`]
      : [
          `The customer asked for changes to version ${facts.version} of the quote for “${facts.projectName}”.`,
        ];
  const said = facts.answer === 'changes' ? (facts.comment ?? '') : '';
  const link = `${settings.shopOrigin.replace(/\/+$/, '')}/admin/projects/${facts.projectId}`;
  return {
    to: settings.businessEmail,
    subject,
    text: letterText({
      greeting: 'Hello,',
      intro,
      details: [...(said ? ['What they wrote:', said, ''] : []), `Open the project: ${link}`],
      outro: [],
      footer: `${settings.businessName}'s back office`,
    }),
    html: emailHtml({
      heading: subject,
      intro,
      ...(said ? { block: { title: 'What they wrote', text: said } } : {}),
      action: { label: 'Open the project', url: link },
      outro: [],
      footer: `${settings.businessName}'s back office`,
    }),
  };
}

/** A payment stage of a project, as its e-mails name it. */
export interface StageMailFacts {
  to: string;
  firstName: string | null;
  projectName: string;
  projectId: string;
  stage: string;
  /** "₹45,000.00". */
  amount: string;
}

/** A stage of the payment schedule is due: what to pay, and where. */
export function stageDueEmail(settings: ProjectEmailSettings, facts: StageMailFacts): OutgoingEmail {
  return projectLetter(
    settings,
    facts,
    {
      subject: `Payment due for ${facts.projectName}: ${facts.stage}`,
      heading: 'A payment is due',
      intro: [
        `The “${facts.stage}” stage of your project “${facts.projectName}” is now due: ${facts.amount}.`,
        'Pay it online under My Projects, or by bank transfer or UPI; your designer can share the details. You will get a receipt voucher for every payment.',
      ],
      action: 'Pay now',
    },
    [
      ['Project', facts.projectName],
      ['Stage', facts.stage],
      ['Amount', facts.amount],
    ],
  );
}

/** A stage's payment arrived: thanks, and the receipt voucher's number. */
export function stagePaidEmail(
  settings: ProjectEmailSettings,
  facts: StageMailFacts & { receipt: string },
): OutgoingEmail {
  return projectLetter(
    settings,
    facts,
    {
      subject: `Payment received for ${facts.projectName}: ${facts.stage}`,
      heading: 'Thank you for your payment',
      intro: [
        `We have received ${facts.amount} for the “${facts.stage}” stage of “${facts.projectName}”.`,
        `Your receipt voucher ${facts.receipt} is under My Projects.`,
      ],
      action: 'See your project',
    },
    [
      ['Project', facts.projectName],
      ['Stage', facts.stage],
      ['Amount', facts.amount],
      ['Receipt voucher', facts.receipt],
    ],
  );
}

/** A cancelled project's advances are going back (decision 196), with their refund vouchers. */
export function advancesRefundedEmail(
  settings: ProjectEmailSettings,
  facts: Omit<StageMailFacts, 'stage'> & { vouchers: string[] },
): OutgoingEmail {
  return projectLetter(
    settings,
    facts,
    {
      subject: `Your refund for ${facts.projectName}`,
      heading: 'Your advances are on their way back',
      intro: [
        `As “${facts.projectName}” is cancelled, we are refunding the ${facts.amount} you paid.`,
        'Payments made online go back to the card or account they came from within 5–7 working days; the rest comes by the way we agreed with you.',
        'Your refund vouchers are under My Projects.',
      ],
      action: 'See your project',
    },
    [
      ['Project', facts.projectName],
      ['Refunded', facts.amount],
      ['Refund vouchers', facts.vouchers.join(', ')],
    ],
  );
}

/** A due stage is still unpaid a week on: a gentle reminder. */
export function stageReminderEmail(
  settings: ProjectEmailSettings,
  facts: StageMailFacts & { dueOn: string },
): OutgoingEmail {
  return projectLetter(
    settings,
    facts,
    {
      subject: `Reminder: payment for ${facts.projectName} (${facts.stage})`,
      heading: 'A gentle reminder',
      intro: [
        `The “${facts.stage}” stage of “${facts.projectName}”, ${facts.amount}, has been due since ${facts.dueOn}.`,
        'If you have paid already, thank you, and please reply with the reference so that we can match it.',
      ],
      action: 'Pay now',
    },
    [
      ['Project', facts.projectName],
      ['Stage', facts.stage],
      ['Amount', facts.amount],
      ['Due since', facts.dueOn],
    ],
  );
}

/** A site visit, as its e-mails name it. */
export interface VisitMailFacts {
  to: string;
  firstName: string | null;
  projectName: string;
  projectId: string;
}

/** The shop offers times for a site visit: pick one under My Projects. */
export function visitOfferedEmail(
  settings: ProjectEmailSettings,
  facts: VisitMailFacts & { times: string[]; site: string },
): OutgoingEmail {
  return projectLetter(
    settings,
    facts,
    {
      subject: `Pick a time for your site visit: ${facts.projectName}`,
      heading: 'When shall we visit?',
      intro: [
        `Your designer would like to visit the site of “${facts.projectName}” to measure up and see the space. Pick the time that suits you best under My Projects.`,
      ],
      action: 'Pick a time',
    },
    [
      ['Project', facts.projectName],
      ['Site', facts.site],
      ...facts.times.map((time, index): Row => [`Time ${index + 1}`, time]),
    ],
  );
}

/** The customer booked (or moved) a visit: their confirmation, or the reminder the day before. */
export function visitBookedEmail(
  settings: ProjectEmailSettings,
  facts: VisitMailFacts & { time: string; designer: string; site: string; reminder?: boolean },
): OutgoingEmail {
  return projectLetter(
    settings,
    facts,
    {
      subject: facts.reminder
        ? `Tomorrow: your site visit for ${facts.projectName}`
        : `Site visit booked: ${facts.projectName}, ${facts.time}`,
      heading: facts.reminder ? 'See you tomorrow' : 'Your site visit is booked',
      intro: [
        facts.reminder
          ? `A reminder that ${facts.designer} visits the site of “${facts.projectName}” tomorrow, ${facts.time}.`
          : `${facts.designer} will visit the site of “${facts.projectName}” on ${facts.time}.`,
        `You can move or cancel the visit under My Projects up to ${24} hours before it; after that, please call us on ${settings.businessPhone}.`,
      ],
      action: 'See your project',
    },
    [
      ['Project', facts.projectName],
      ['When', facts.time],
      ['Designer', facts.designer],
      ['Site', facts.site],
    ],
  );
}

/** To the designer (or the shop): a visit booked, moved, cancelled, or tomorrow. */
export function visitNoticeEmail(
  settings: ProjectEmailSettings,
  facts: { to: string; projectName: string; projectId: string; what: string; time: string; site: string },
): OutgoingEmail {
  const subject = `Site visit ${facts.what}: ${facts.projectName}, ${facts.time}`;
  const link = `${settings.shopOrigin.replace(/\/+$/, '')}/admin/projects/${facts.projectId}`;
  const rows: Row[] = [
    ['Project', facts.projectName],
    ['When', facts.time],
    ['Site', facts.site],
  ];
  return {
    to: facts.to,
    subject,
    text: letterText({
      greeting: 'Hello,',
      intro: [`The site visit for “${facts.projectName}” is ${facts.what}.`],
      details: [textRows(rows), '', `Open the project: ${link}`],
      outro: [],
      footer: `${settings.businessName}'s back office`,
    }),
    html: emailHtml({
      heading: subject,
      intro: [`The site visit for “${facts.projectName}” is ${facts.what}.`],
      rows,
      action: { label: 'Open the project', url: link },
      outro: [],
      footer: `${settings.businessName}'s back office`,
    }),
  };
}
