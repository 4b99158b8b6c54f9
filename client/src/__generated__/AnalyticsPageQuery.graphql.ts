/**
 * @generated SignedSource<<ec26227b3681d20c40188c86ed443194>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AnalyticsPageQuery$variables = {
  admin: boolean;
  from: string;
  timeZone: string;
  to: string;
};
export type AnalyticsPageQuery$data = {
  readonly analyticsSummary?: {
    readonly clicks: number;
    readonly topPaths: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"TopList_items">;
    }>;
    readonly topReferrers: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"TopList_items">;
    }>;
    readonly visits: number;
    readonly " $fragmentSpreads": FragmentRefs<"AnalyticsTotals_summary" | "DailyChart_summary">;
  };
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type AnalyticsPageQuery = {
  response: AnalyticsPageQuery$data;
  variables: AnalyticsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "admin"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "from"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "timeZone"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "to"
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v5 = [
  {
    "kind": "Variable",
    "name": "from",
    "variableName": "from"
  },
  {
    "kind": "Variable",
    "name": "timeZone",
    "variableName": "timeZone"
  },
  {
    "kind": "Variable",
    "name": "to",
    "variableName": "to"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visits",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clicks",
  "storageKey": null
},
v8 = [
  {
    "kind": "Literal",
    "name": "first",
    "value": 10
  }
],
v9 = [
  {
    "args": null,
    "kind": "FragmentSpread",
    "name": "TopList_items"
  }
],
v10 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "value",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "count",
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "AnalyticsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/)
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "AnalyticsSummary",
            "kind": "LinkedField",
            "name": "analyticsSummary",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "AnalyticsTotals_summary"
              },
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "DailyChart_summary"
              },
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "AnalyticsCount",
                "kind": "LinkedField",
                "name": "topPaths",
                "plural": true,
                "selections": (v9/*:: as any*/),
                "storageKey": "topPaths(first:10)"
              },
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "AnalyticsCount",
                "kind": "LinkedField",
                "name": "topReferrers",
                "plural": true,
                "selections": (v9/*:: as any*/),
                "storageKey": "topReferrers(first:10)"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v2/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AnalyticsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v4/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      {
        "condition": "admin",
        "kind": "Condition",
        "passingValue": true,
        "selections": [
          {
            "alias": null,
            "args": (v5/*:: as any*/),
            "concreteType": "AnalyticsSummary",
            "kind": "LinkedField",
            "name": "analyticsSummary",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "visitors",
                "storageKey": null
              },
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
                  (v6/*:: as any*/),
                  (v7/*:: as any*/)
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "AnalyticsCount",
                "kind": "LinkedField",
                "name": "topPaths",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": "topPaths(first:10)"
              },
              {
                "alias": null,
                "args": (v8/*:: as any*/),
                "concreteType": "AnalyticsCount",
                "kind": "LinkedField",
                "name": "topReferrers",
                "plural": true,
                "selections": (v10/*:: as any*/),
                "storageKey": "topReferrers(first:10)"
              }
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "632e2f9fc960ea4e76728a08ec361a3f",
    "id": null,
    "metadata": {},
    "name": "AnalyticsPageQuery",
    "operationKind": "query",
    "text": "query AnalyticsPageQuery(\n  $admin: Boolean!\n  $from: String!\n  $to: String!\n  $timeZone: String!\n) {\n  viewer {\n    registered\n    id\n  }\n  analyticsSummary(from: $from, to: $to, timeZone: $timeZone) @include(if: $admin) {\n    visits\n    clicks\n    ...AnalyticsTotals_summary\n    ...DailyChart_summary\n    topPaths(first: 10) {\n      ...TopList_items\n    }\n    topReferrers(first: 10) {\n      ...TopList_items\n    }\n  }\n}\n\nfragment AnalyticsTotals_summary on AnalyticsSummary {\n  visits\n  clicks\n  visitors\n}\n\nfragment DailyChart_summary on AnalyticsSummary {\n  from\n  to\n  visits\n  clicks\n  days {\n    day\n    visits\n    clicks\n  }\n}\n\nfragment TopList_items on AnalyticsCount {\n  value\n  count\n}\n"
  }
};
})();

(node as any).hash = "9a29d1a1f27ea6eb6f8ac4ea4ec43216";

export default node;
