/**
 * @generated SignedSource<<ca1d71225e2085ba9ac5ce146e07365e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyChart_summary$data = {
  readonly clicks: number;
  readonly days: ReadonlyArray<{
    readonly clicks: number;
    readonly day: string;
    readonly visits: number;
  }>;
  readonly from: string;
  readonly to: string;
  readonly visits: number;
  readonly " $fragmentType": "DailyChart_summary";
};
export type DailyChart_summary$key = {
  readonly " $data"?: DailyChart_summary$data;
  readonly " $fragmentSpreads": FragmentRefs<"DailyChart_summary">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visits",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clicks",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "DailyChart_summary",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "from",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "to",
      "storageKey": null
    },
    (v0/*:: as any*/),
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "AnalyticsDay",
      "kind": "LinkedField",
      "name": "days",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "day",
          "storageKey": null
        },
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "AnalyticsSummary",
  "abstractKey": null
};
})();

(node as any).hash = "4701de8692ac3c16b7d211be80a63657";

export default node;
