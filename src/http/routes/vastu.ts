import { ENGLISH_ONLY } from '../../i18n/index.js';
import { assess, type Finding } from '../../vastu/findings.js';
import { remedies } from '../../vastu/remedies.js';
import { scoreLayout } from '../../vastu/score.js';
import type { Agency, Concern } from '../../vastu/types.js';
import type { RoomType } from '../../vastu/catalogue.js';
import type { EndpointSpec } from '../endpoint.js';
import { VastuBody, VastuRemediesResponse, VastuScoreResponse } from '../schemas/vastu.js';

function findings(body: VastuBody): Finding[] {
  return [
    assess({ type: 'main_entrance', direction: body.main_entrance }),
    ...body.rooms.map((r) => assess({ type: r.type as RoomType, direction: r.direction })),
  ];
}

type VastuSpec = Omit<EndpointSpec<typeof VastuBody>, 'body' | 'group' | 'languages' | 'cacheable'>;
const vastuEndpoint = (spec: VastuSpec): EndpointSpec<typeof VastuBody> => ({ ...spec, group: 'vastu', languages: ENGLISH_ONLY, body: VastuBody, cacheable: true });

export const vastuScore = vastuEndpoint({
  name: 'vastu_basic_score',
  path: '/vastu/basic-score',
  summary: 'Vastu grades and scores for submitted room and main-entrance directions',
  response: VastuScoreResponse,
  handle: (body) => scoreLayout(findings(body)),
});

export const vastuRemedies = vastuEndpoint({
  name: 'vastu_basic_remedies',
  path: '/vastu/basic-remedies',
  summary: 'Corrective guidance for submitted room and main-entrance directions',
  description:
    'RENT and OWN_CANNOT_REBUILD get reversible remedies only and are told a structural fix exists; OWN_CAN_REBUILD gets the ' +
    'structural fix first with an interim easy remedy; UNKNOWN or no context gets both, labelled.',
  response: VastuRemediesResponse,
  handle: (body) => ({ remedies: remedies(findings(body), body.context?.agency as Agency | undefined, body.context?.concern as Concern | undefined) }),
});
