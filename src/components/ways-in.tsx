import { CalendarCheck, MessageSquareText, Video } from "lucide-react";
import { business, type Business } from "../data/business";
import { siteText } from "../data/content";
import { dialString } from "../schemas/business/facts";
import { DotList } from "./check-list";
import { buttonClasses } from "./ui/button";
import { HeadedSection } from "./ui/section";

type WaysInProps = {
  id: string;
  ways?: Business["waysIn"];
};

/**
 * Text us, book a visit or video survey, send a video: each once the owner sets it; links, not the scheduler's code.
 */
export function WaysIn({ id, ways = business.waysIn }: WaysInProps) {
  const words = siteText.waysIn;
  const cards = [
    ways.textNumber && {
      path: "text",
      icon: MessageSquareText,
      label: "Text us",
      body: words.textBody,
      href: `sms:${dialString(ways.textNumber)}?body=${encodeURIComponent(words.textMessage)}`,
    },
    ways.bookingUrl && {
      path: "booking",
      icon: CalendarCheck,
      label: "Book an estimate visit or video survey",
      body: words.bookingBody,
      href: ways.bookingUrl,
    },
    ways.videoSurveyUrl && {
      path: "video-survey",
      icon: Video,
      label: "Send us a video of your home",
      body: words.videoBody,
      href: ways.videoSurveyUrl,
      tips: words.videoTips,
    },
  ].filter((card) => !!card);
  if (cards.length === 0) return null;
  return (
    <HeadedSection id={id} heading={words.heading}>
      <ul
        data-shared-copy=""
        className="mx-auto grid max-w-5xl gap-6 md:grid-cols-[repeat(auto-fit,minmax(16rem,1fr))]"
      >
        {cards.map(({ path, icon: Icon, label, body, href, tips }) => (
          <li
            key={path}
            className="flex flex-col rounded-card bg-white p-7 text-ink shadow-card ring-1 ring-navy-900/5"
          >
            <Icon className="size-7 text-accent-700" />
            <p className="mt-4 flex-1 leading-relaxed text-muted">{body}</p>
            {tips && (
              <>
                <h3 className="mt-5 font-bold text-navy-900">{words.videoTipsTitle}</h3>
                <DotList items={tips} className="mt-2 space-y-1.5 text-sm text-muted" />
              </>
            )}
            <a
              href={href}
              data-control={`${id}-${path}`}
              // The sms: link counts by its scheme; the two other sites' links, in a new tab, by their path.
              {...(path !== "text" && { "data-lead-path": path, target: "_blank", rel: "noopener noreferrer" })}
              className={buttonClasses("navy", "mt-6")}
            >
              {label}
              {path !== "text" && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
