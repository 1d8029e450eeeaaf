/**
 * The Privacy Policy, in plain English. It describes the site as built: the quote form
 * is hosted by a third-party lead provider, the map loads only when asked for, and no
 * analytics or advertising trackers ship unless business.analyticsScriptUrl is set.
 */
import { companyContactDetails, type LegalDocument } from "../components/legal-page";
import { business } from "../config/business";

export const privacySeo = {
  title: "Privacy Policy",
  description: `How ${business.name} collects, uses and protects the details you share through our quote form, by phone and by e-mail, and the choices you have.`,
};

export const privacy: LegalDocument = {
  title: "Privacy Policy",
  summary: `This policy explains what information ${business.name} collects when you visit this website or ask us about a move, why we collect it, and what you can ask us to do with it. In short: we use your details to plan and carry out your move, and we do not sell them.`,
  sections: [
    {
      id: "what-we-collect",
      title: "What we collect",
      body: [
        "We collect only what we need to give you a quote and complete your move:",
        {
          items: [
            "Quote requests: your name, phone number, e-mail address, moving addresses, dates, and the details of what you are moving, as you enter them in the quote form.",
            "Calls and e-mails: what you tell us when you phone or write to us, and notes our consultants make to prepare your estimate.",
            "Moving and storage records: your inventory, estimate, bill of lading, payment records and any claim you make.",
            "Technical information: like every website, our web host receives the standard information your browser sends with each request, such as your IP address, browser type and the page asked for.",
          ],
        },
        "The quote form on this site is hosted by a third-party lead provider and shown inside our pages. When you fill it in, your answers go to that provider, which passes them on to us. The provider handles them under its own privacy policy as well as ours. If a page address includes advertising campaign tags (for example, from an ad you clicked), we pass those tags to the form so we know which ad brought you to us.",
      ],
    },
    {
      id: "cookies-and-third-parties",
      title: "Cookies and third parties",
      body: [
        "This website does not run analytics or advertising trackers by default, and sets no cookies of its own.",
        {
          items: [
            "The quote form is loaded from the lead provider, which may set the cookies it needs to run the form and protect it from spam.",
            "The office map is provided by a third-party map service and loads only when you choose “Show map” or follow the directions link. Once loaded, the map service may set its own cookies.",
          ],
        },
        "If we ever add analytics or advertising tools, we will update this policy before we do.",
      ],
    },
    {
      id: "how-we-use-information",
      title: "How we use information",
      body: [
        "We use your information to:",
        {
          items: [
            "Contact you about your quote, usually by phone or e-mail",
            "Prepare your estimate and plan, schedule and carry out your move or storage",
            "Confirm your move details before moving day and send you your paperwork",
            "Take payment, handle claims and keep the business and tax records the law requires",
            "Improve our service, for example by learning which ways of reaching us work best",
          ],
        },
        "We do not use your information for automated decisions about you, and we will only send you marketing if you have asked to hear from us.",
      ],
    },
    {
      id: "sharing",
      title: "Sharing",
      body: [
        "We do not sell or rent your personal information. We share it only where needed to serve you:",
        {
          items: [
            "With the lead provider that hosts our quote form, and the service providers who run our phones, e-mail and scheduling, under agreements that limit their use of it to working for us",
            "With a building manager or HOA when you ask us to arrange access or an insurance certificate for your move",
            "With our insurer if you make a claim",
            "When the law requires it, or to protect the safety of our customers, our crews or the public",
          ],
        },
      ],
    },
    {
      id: "retention",
      title: "Retention",
      body: [
        "We keep quote requests that do not lead to a booking for up to two years, so we can pick up where we left off if you come back to us. Records of completed moves, storage and payments are kept for as long as tax, insurance and transport rules require, usually seven years. After that, we delete them or make them anonymous.",
      ],
    },
    {
      id: "security",
      title: "Security",
      body: [
        "This website is served over an encrypted (HTTPS) connection. Access to customer records is limited to the staff who need them to plan and carry out moves, and our crews see only the details needed on the day. No system is perfectly secure, but we review our safeguards regularly and will tell you promptly if a problem affects your information.",
      ],
    },
    {
      id: "children",
      title: "Children",
      body: [
        "Our services and this website are not directed at people under 18, and we do not knowingly collect information from anyone under 18. If you believe a child has sent us personal information, contact us and we will delete it.",
      ],
    },
    {
      id: "your-choices",
      title: "Your choices",
      body: [
        "You can ask us at any time to:",
        {
          items: [
            "Tell you what information we hold about you and give you a copy",
            "Correct anything that is wrong or out of date",
            "Delete your information, unless we must keep it for legal, tax or claim reasons",
            "Stop contacting you about a quote or with any other messages",
          ],
        },
        "You can also decline the map, and you can block or clear cookies in your browser settings; this website works without them, although the embedded quote form may not. You can always request a quote by phone instead.",
      ],
    },
    {
      id: "changes",
      title: "Changes",
      body: [
        "We may update this policy as our services or the law change. The date at the top of this page shows when it was last updated. If a change affects how we use information we already hold, we will tell you before it takes effect.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      body: [
        `For any question or request about your information, contact us. We reply to e-mails within ${business.commitments.emailReplyHours} hours.`,
        { definitions: companyContactDetails },
      ],
    },
  ],
};
