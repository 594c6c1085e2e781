/** A casino's complaints list (`complaints-show-more-casino`), see ./reviews.ts. */
import type { ComplaintStatus, reviews } from '@casino/api';
import { listsHooks, pageHooks, reviewsHooks } from '@casino/api';
import { db } from '../store/db';
import type { Complaint } from '../fixtures/complaints';
import { attrs, html } from './html';
import type { SafeHtml } from './html';
import { formatNumber, plural } from '../store/listing';
import { listEndHtml } from './listingHtml';
import { dateFormat } from './reviewMarkup';

const STATUS_LABELS: Record<ComplaintStatus, string> = {
  OPEN: 'Open',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
  UNRESOLVED: 'Unresolved',
};

function complaintHtml(complaint: Complaint): SafeHtml {
  const slug = complaint.title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return html`<li
    ${attrs({
      class: 'cg-complaint',
      'data-complaint': true,
      'data-complaint-id': complaint.id,
      [listsHooks.status]: complaint.status,
    })}
  >
    <a href="/complaints/${complaint.id}/${slug}">${complaint.title}</a>
    <span class="cg-complaint__status cg-complaint__status--${complaint.status.toLowerCase()}"
      >${STATUS_LABELS[complaint.status]}</span
    >
    <span class="cg-complaint__amount">€${formatNumber(complaint.amount)}</span>
    <time datetime="${complaint.createdOn}"
      >${dateFormat.format(new Date(complaint.createdOn))}</time
    >
  </li>`;
}

export function complaintsHtml(input: {
  page: number;
  pageSize: number;
  casinoId: number;
  status?: ComplaintStatus;
}): SafeHtml {
  const all = db.complaints
    .filter(
      (complaint) =>
        complaint.casinoId === input.casinoId &&
        (input.status === undefined || complaint.status === input.status),
    )
    .sort((a, b) => b.createdOn.localeCompare(a.createdOn) || b.id - a.id);
  if (all.length === 0)
    return html`<p class="cg-list-empty" data-list-empty>No complaints about this casino.</p>`;
  const start = (input.page - 1) * input.pageSize;
  const shown = all.slice(start, start + input.pageSize);
  const remaining = Math.max(all.length - start - shown.length, 0);
  return html`<ol class="cg-complaints" ${pageHooks.listItems} start="${start + 1}">
      ${shown.map(complaintHtml)}
    </ol>
    ${
      remaining > 0
        ? html`<button
            ${attrs({
              type: 'button',
              class: 'cg-button',
              [reviewsHooks.complaintsMore]: true,
              [reviewsHooks.complaintsParams]: {
                page: input.page + 1,
                pageSize: input.pageSize,
                casinoId: input.casinoId,
                ...(input.status ? { status: input.status } : {}),
              },
              'data-remaining': remaining,
            })}
          >
            Show more complaints (${remaining})
          </button>`
        : listEndHtml(`That is all: ${plural(all.length, 'complaint', 'complaints')}.`)
    }`;
}

/** One page of a casino's complaints (`complaints-show-more-casino`): the server HTML too. */
export const renderComplaints = (input: reviews.CasinoComplaintsRequest): string =>
  complaintsHtml(input).value;
