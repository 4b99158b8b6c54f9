/**
 * @generated SignedSource<<0987cb8259d1ed31d524a7c31f9d2124>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type DailyChartTestQuery$variables = Record<PropertyKey, never>;
export type DailyChartTestQuery$data = {
  readonly analyticsSummary: {
    readonly topPaths: ReadonlyArray<{
      readonly " $fragmentSpreads": FragmentRefs<"TopList_items">;
    }>;
    readonly " $fragmentSpreads": FragmentRefs<"DailyChart_summary">;
  };
};
export type DailyChartTestQuery = {
  response: DailyChartTestQuery$data;
  variables: DailyChartTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "from",
    "value": "2026-11-21"
  },
  {
    "kind": "Literal",
    "name": "timeZone",
    "value": "Asia/Tehran"
  },
  {
    "kind": "Literal",
    "name": "to",
    "value": "2026-11-23"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "visits",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "clicks",
  "storageKey": null
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "String"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DailyChartTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "AnalyticsSummary",
        "kind": "LinkedField",
        "name": "analyticsSummary",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "DailyChart_summary"
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsCount",
            "kind": "LinkedField",
            "name": "topPaths",
            "plural": true,
            "selections": [
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "TopList_items"
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": "analyticsSummary(from:\"2026-11-21\",timeZone:\"Asia/Tehran\",to:\"2026-11-23\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DailyChartTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "AnalyticsSummary",
        "kind": "LinkedField",
        "name": "analyticsSummary",
        "plural": false,
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
          (v1/*:: as any*/),
          (v2/*:: as any*/),
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
              (v1/*:: as any*/),
              (v2/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "AnalyticsCount",
            "kind": "LinkedField",
            "name": "topPaths",
            "plural": true,
            "selections": [
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
            ],
            "storageKey": null
          }
        ],
        "storageKey": "analyticsSummary(from:\"2026-11-21\",timeZone:\"Asia/Tehran\",to:\"2026-11-23\")"
      }
    ]
  },
  "params": {
    "cacheID": "8eeffa2239fcfe5ce8092276d0d13f03",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "analyticsSummary": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "AnalyticsSummary"
        },
        "analyticsSummary.clicks": (v3/*:: as any*/),
        "analyticsSummary.days": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AnalyticsDay"
        },
        "analyticsSummary.days.clicks": (v3/*:: as any*/),
        "analyticsSummary.days.day": (v4/*:: as any*/),
        "analyticsSummary.days.visits": (v3/*:: as any*/),
        "analyticsSummary.from": (v4/*:: as any*/),
        "analyticsSummary.to": (v4/*:: as any*/),
        "analyticsSummary.topPaths": {
          "enumValues": null,
          "nullable": false,
          "plural": true,
          "type": "AnalyticsCount"
        },
        "analyticsSummary.topPaths.count": (v3/*:: as any*/),
        "analyticsSummary.topPaths.value": (v4/*:: as any*/),
        "analyticsSummary.visits": (v3/*:: as any*/)
      }
    },
    "name": "DailyChartTestQuery",
    "operationKind": "query",
    "text": "query DailyChartTestQuery {\n  analyticsSummary(from: \"2026-11-21\", to: \"2026-11-23\", timeZone: \"Asia/Tehran\") {\n    ...DailyChart_summary\n    topPaths {\n      ...TopList_items\n    }\n  }\n}\n\nfragment DailyChart_summary on AnalyticsSummary {\n  from\n  to\n  visits\n  clicks\n  days {\n    day\n    visits\n    clicks\n  }\n}\n\nfragment TopList_items on AnalyticsCount {\n  value\n  count\n}\n"
  }
};
})();

(node as any).hash = "6acac0fd80e526b54b35f610b34b5252";

export default node;
