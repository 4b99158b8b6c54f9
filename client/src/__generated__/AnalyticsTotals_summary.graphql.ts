/**
 * @generated SignedSource<<72413de5685ae8b5194789b36f0f584d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsTotals_summary$data = {
  readonly clicks: number;
  readonly visitors: number;
  readonly visits: number;
  readonly " $fragmentType": "AnalyticsTotals_summary";
};
export type AnalyticsTotals_summary$key = {
  readonly " $data"?: AnalyticsTotals_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"AnalyticsTotals_summary">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "AnalyticsTotals_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visits",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "clicks",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "visitors",
      "storageKey": null
    }
  ],
  "type": "AnalyticsSummary",
  "abstractKey": null
};

(node as any).hash = "1930517a16978b393b854eac17283e33";

export default node;
