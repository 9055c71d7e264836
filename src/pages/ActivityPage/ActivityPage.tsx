'use client';

import { css } from '@emotion/react';
import { Card, CardBody } from '../../components/Card/Card';
import { Footer } from '../../components/Footer/Footer';
import { Header } from '../../components/Header/Header';
import { activityKind, ACTIVITY_COLORS } from '../../components/ActivityFeed/ActivityItem';
import { formatMoney } from '../../format/money';
import { formatRelativeTime } from '../../format/relativeTime';
import { colors, fonts, fontSizes, layout, letterSpacings, space, fontWeights } from '../../theme';

/** One recorded activity as its page shows it. */
export interface ActivityPageActivity {
  type: string;
  title: string;
  description: string;
  /** When it happened, ms since the epoch. */
  at: number;
}

/** The pool's figures the history recorded nearest to a burn. */
export interface ActivityPageFigures {
  /** When they were recorded, ms since the epoch. */
  at: number;
  burnPoolTotal: number;
  /** Null where the dashboard's text held no number. */
  tokensBurned: number | null;
}

/** Props of ActivityPage: the activity, the time to measure its age from, and its links. */
export interface ActivityPageProps {
  activity: ActivityPageActivity;
  /** The current time, for "5 minutes ago". */
  now: number;
  /** For a burn: the figures recorded nearest to it; none when the history holds none. */
  figures?: ActivityPageFigures;
  /** Its transaction on a block explorer; none without a hash or an explorer. */
  explorerHref?: string;
  /** The dashboard's address; default '/'. */
  homeHref?: string;
  /** Locale of numbers and times; default en-US. */
  locale?: string;
}

const main = css(`
  max-width: ${layout.pageMaxWidth}px;
  margin: 0 auto;
  padding: ${space[5]} ${layout.pagePadding}px ${space[7]};
  display: grid;
  gap: ${space[5]};
`);
// Type above title, both at the start: the card's own header row would push them apart.
const heading = css(`
  display: grid;
  gap: ${space[1]};
  margin-bottom: ${space[3]};
`);
const kind = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.xs};
  letter-spacing: ${letterSpacings['2xl']};
  text-transform: uppercase;
  color: ${colors.textMuted};
  &[data-kind='burn'] {
    color: ${ACTIVITY_COLORS.burn};
  }
  &[data-kind='trade'] {
    color: ${ACTIVITY_COLORS.trade};
  }
  &[data-kind='reinvest'] {
    color: ${ACTIVITY_COLORS.reinvest};
  }
`);
const title = css(`
  margin: 0;
  font-family: ${fonts.display};
  font-size: ${fontSizes.xl};
  color: ${colors.gold};
  overflow-wrap: anywhere;
`);
const text = css(`
  margin: 0;
  color: ${colors.text};
  overflow-wrap: anywhere;
`);
const facts = css(`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space[2]} ${space[4]};
  margin: 0;
  dt {
    color: ${colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${fontWeights.bold};
    color: ${colors.text};
    overflow-wrap: anywhere;
  }
`);
const link = css(`
  color: ${colors.gold};
`);

const absolute = (at: number, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(at) + ' UTC';

/**
 * One recorded activity on a page of its own (`/activity/:id`, docs/requirements.md §14): the dashboard's header
 * and footer around its title, type, description and time, and for a burn the pool's figures
 * recorded nearest to it. Text from the API is rendered as text only.
 */
export function ActivityPage({
  activity,
  now,
  figures,
  explorerHref,
  homeHref = '/',
  locale = 'en-US',
}: ActivityPageProps) {
  const activityType = activityKind(activity.type);
  return (
    <>
      <Header homeHref={homeHref} links={[{ label: 'Dashboard', href: homeHref }]} />
      <main id="main" css={main}>
        <Card as="article" aria-labelledby="activity-title">
          <header css={heading}>
            <p css={kind} data-kind={activityType}>
              {activity.type}
            </p>
            <h1 id="activity-title" css={title}>
              {activity.title}
            </h1>
          </header>
          <CardBody>
            <p css={text}>{activity.description}</p>
            <dl css={facts}>
              <dt>When</dt>
              <dd>
                <time dateTime={new Date(activity.at).toISOString()}>{absolute(activity.at, locale)}</time> (
                {formatRelativeTime(activity.at, now, locale)})
              </dd>
              {figures ? (
                <>
                  <dt>Smart Burn Pool</dt>
                  <dd>{formatMoney(figures.burnPoolTotal, locale)}</dd>
                  {figures.tokensBurned !== null ? (
                    <>
                      <dt>Tokens burned</dt>
                      <dd>{figures.tokensBurned.toLocaleString(locale)}</dd>
                    </>
                  ) : null}
                  <dt>Recorded</dt>
                  <dd>
                    <time dateTime={new Date(figures.at).toISOString()}>{absolute(figures.at, locale)}</time>
                  </dd>
                </>
              ) : null}
            </dl>
            {explorerHref ? (
              <a css={link} href={explorerHref} target="_blank" rel="noopener noreferrer">
                View transaction (opens in a new tab)
              </a>
            ) : null}
            <a css={link} href={homeHref}>
              Back to the dashboard
            </a>
          </CardBody>
        </Card>
      </main>
      <Footer />
    </>
  );
}
