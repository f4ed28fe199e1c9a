import type { SerializeFrom } from '@remix-run/node';
import { getFormProps } from '@conform-to/react';
import { Form, useRouteLoaderData, useActionData } from '@remix-run/react';
import type { loader } from '~/routes/my-account/my-reviews';
import type { MyAccountData } from '~/routes/my-account/layout';
import type { IntentRefusal } from '~/forms/answer';
import { useMemo } from 'react';
import { useTranslation } from '~/i18n/react';
import { Checkbox, ErrorSummary, RadioGroup, SelectField, TextArea } from '~/forms/FormFields';
import { useSchemaForm } from '~/forms/use-schema-form';
import { reviewSchema } from '../schemas';
import { Notice } from './Notice';
import { dateTimeFormat } from '~/cache/intl-formatters';

export function ReviewsPage({ data }: { data: SerializeFrom<typeof loader> }) {
  const { t } = useTranslation('account');
    const { notice } = data;
  const { locale } = (useRouteLoaderData('routes/my-account') as MyAccountData);
  const lastResult = useActionData<IntentRefusal>()?.result;
  const schema = useMemo(() => reviewSchema({ consentRequired: data.consentRequired }), [data.consentRequired]);
  const [form, fields] = useSchemaForm(schema, { id: 'review', lastResult });
  const labels = { sku: t('reviews.product'), rating: t('reviews.rating'), text: t('reviews.text'), consent: t('reviews.consent') };
  const date = dateTimeFormat(locale, { dateStyle: 'medium' });
  return (
    <div className="account-section">
      <h1>{t('reviews.title')}</h1>
      <Notice notice={notice} />
      {data.reviews.length === 0 ? <p>{t('reviews.none')}</p> : (
        <ul className="review-list">
          {data.reviews.map((review) => (
            <li key={review.id} className="review-item">
              <p><strong>{review.productName}</strong> · {t('reviews.starsLabel', { rating: review.rating })} · {date.format(new Date(review.createdAt))}</p>
              <p>{review.text}</p>
            </li>
          ))}
        </ul>
      )}
      <section aria-labelledby="write-review-title">
        <h2 id="write-review-title">{t('reviews.writeTitle')}</h2>
        {data.purchased.length === 0 ? <p>{t('reviews.nothingPurchased')}</p> : (
          <>
            <ErrorSummary form={form} fields={fields} labels={labels} />
            <Form method="post" {...getFormProps(form)} className="account-form">
              <input type="hidden" name="intent" value="add-review" />
              <SelectField meta={fields.sku} label={labels.sku} options={data.purchased.map((item) => ({ value: item.sku, label: item.name }))} />
              <RadioGroup
                meta={fields.rating}
                legend={labels.rating}
                options={[5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: t('reviews.starsLabel', { rating: stars }) }))}
              />
              <TextArea meta={fields.text} label={labels.text} />
              {data.consentRequired ? <Checkbox meta={fields.consent} label={labels.consent} /> : null}
              <button type="submit" className="btn">{t('reviews.submit')}</button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
