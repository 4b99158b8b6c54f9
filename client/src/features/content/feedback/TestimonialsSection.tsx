import { useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import type { TestimonialsSection_query$key } from '../../../__generated__/TestimonialsSection_query.graphql';
import { testimonialMessages as m, ratingMessages } from './messages';
import { LazyTestimonialForm, OpenableForm } from '../OpenableForm';
import { MoreButton } from '../../../ui/MoreButton';
import { ratingLabel as ratingLabelOf, Stars as RatingStars } from '../../../ui/Rating';

/** A rating's level: its words (poor … excellent), by its number. */
export const ratingLabel = (rating: number) => ratingLabelOf(ratingMessages, rating);

const Stars = ({ rating }: { rating: number }) => (
  <RatingStars rating={rating} labels={ratingMessages} describe={m.stars} />
);

/**
 * A service's testimonials (§2, §3): the published ones, newest first, with their real count and average rating
 * (an empty state when there are none), more on request, and the form to send one, published after review.
 */
export function TestimonialsSection({
  query,
  itemId,
}: {
  query: TestimonialsSection_query$key;
  /** The service (a ContentItem's global id) the testimonials are about. */
  itemId: string;
}) {
  const intl = useIntl();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment TestimonialsSection_query on Query
      @refetchable(queryName: "TestimonialsSectionPaginationQuery")
      @argumentDefinitions(
        itemId: { type: "ID!" }
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
      ) {
        testimonialSummary(itemId: $itemId) {
          count
          averageRating
        }
        testimonials(itemId: $itemId, first: $count, after: $cursor)
          @connection(key: "TestimonialsSection_testimonials") {
          edges {
            node {
              id
              name
              company
              rating
              text
              createdAt
            }
          }
        }
      }
    `,
    query,
  );
  const summary = data.testimonialSummary;
  const testimonials = data.testimonials?.edges.map((edge) => edge.node) ?? [];

  return (
    <section
      aria-labelledby="testimonials-title"
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-6"
    >
      <header className="space-y-1">
        <h2 id="testimonials-title" className="text-xl font-bold text-slate-900">
          {intl.formatMessage(m.title)}
        </h2>
        {summary && summary.count > 0 && summary.averageRating != null ? (
          <p className="text-slate-700" data-testimonial-summary>
            {intl.formatMessage(m.summary, {
              average: intl.formatNumber(summary.averageRating, { maximumFractionDigits: 1 }),
              count: summary.count,
            })}
          </p>
        ) : null}
      </header>
      {testimonials.length === 0 ? (
        <p className="rounded-xl bg-slate-50 p-4 text-slate-600">{intl.formatMessage(m.empty)}</p>
      ) : (
        <ul className="space-y-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="rounded-xl border border-slate-100 p-4">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span dir="auto" className="font-semibold text-slate-900">
                  {testimonial.name}
                </span>
                {testimonial.company ? (
                  <span dir="auto" className="text-sm text-slate-600">
                    {testimonial.company}
                  </span>
                ) : null}
                <Stars rating={testimonial.rating} />
                <time dateTime={testimonial.createdAt} className="ms-auto text-xs text-slate-500">
                  {intl.formatDate(testimonial.createdAt, { dateStyle: 'medium' })}
                </time>
              </div>
              <p dir="auto" className="mt-2 whitespace-pre-wrap text-start text-slate-800">
                {testimonial.text}
              </p>
            </li>
          ))}
        </ul>
      )}
      <MoreButton
        pages={{ hasNext, isLoadingNext, loadNext }}
        count={20}
        label={intl.formatMessage(m.more)}
      />
      <OpenableForm label={intl.formatMessage(m.formTitle)} form={LazyTestimonialForm} props={{ itemId }} />
    </section>
  );
}
