/**
 * @generated SignedSource<<187300c92592f83d4d57e42e31c9273b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ResultSummaryTestQuery$variables = Record<PropertyKey, never>;
export type ResultSummaryTestQuery$data = {
  readonly testSession: {
    readonly " $fragmentSpreads": FragmentRefs<"ResultSummary_session">;
  } | null | undefined;
};
export type ResultSummaryTestQuery = {
  response: ResultSummaryTestQuery$data;
  variables: ResultSummaryTestQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "kind": "Literal",
    "name": "token",
    "value": "t"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "ID"
},
v3 = {
  "enumValues": null,
  "nullable": false,
  "plural": false,
  "type": "Int"
},
v4 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Float"
},
v5 = {
  "enumValues": null,
  "nullable": true,
  "plural": false,
  "type": "Boolean"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ResultSummaryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultSummary_session"
          }
        ],
        "storageKey": "testSession(token:\"t\")"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ResultSummaryTestQuery",
    "selections": [
      {
        "alias": null,
        "args": (v0/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passingScore",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TestResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "score",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passed",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "validProfile",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "total",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answered",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correct",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TestResultComparison",
                "kind": "LinkedField",
                "name": "comparison",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sampleSize",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minimumSample",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "betterThan",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v1/*:: as any*/)
        ],
        "storageKey": "testSession(token:\"t\")"
      }
    ]
  },
  "params": {
    "cacheID": "5971e9c733788094d71ab4b2b3122ea3",
    "id": null,
    "metadata": {
      "relayTestingSelectionTypeInfo": {
        "testSession": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TestSession"
        },
        "testSession.id": (v2/*:: as any*/),
        "testSession.result": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TestResult"
        },
        "testSession.result.answered": (v3/*:: as any*/),
        "testSession.result.comparison": {
          "enumValues": null,
          "nullable": true,
          "plural": false,
          "type": "TestResultComparison"
        },
        "testSession.result.comparison.betterThan": (v4/*:: as any*/),
        "testSession.result.comparison.minimumSample": (v3/*:: as any*/),
        "testSession.result.comparison.sampleSize": (v3/*:: as any*/),
        "testSession.result.correct": (v3/*:: as any*/),
        "testSession.result.kind": {
          "enumValues": [
            "APTITUDE",
            "PERSONALITY"
          ],
          "nullable": false,
          "plural": false,
          "type": "TestScoringKind"
        },
        "testSession.result.passed": (v5/*:: as any*/),
        "testSession.result.score": (v4/*:: as any*/),
        "testSession.result.total": (v3/*:: as any*/),
        "testSession.result.validProfile": (v5/*:: as any*/),
        "testSession.test": {
          "enumValues": null,
          "nullable": false,
          "plural": false,
          "type": "Test"
        },
        "testSession.test.id": (v2/*:: as any*/),
        "testSession.test.passingScore": (v3/*:: as any*/)
      }
    },
    "name": "ResultSummaryTestQuery",
    "operationKind": "query",
    "text": "query ResultSummaryTestQuery {\n  testSession(token: \"t\") {\n    ...ResultSummary_session\n    id\n  }\n}\n\nfragment ResultSummary_session on TestSession {\n  test {\n    passingScore\n    id\n  }\n  result {\n    kind\n    score\n    passed\n    validProfile\n    total\n    answered\n    correct\n    comparison {\n      sampleSize\n      minimumSample\n      betterThan\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "31bb0b0925593ad1be906744625513bf";

export default node;
