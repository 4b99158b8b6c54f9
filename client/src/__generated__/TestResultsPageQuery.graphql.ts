/**
 * @generated SignedSource<<1ea27793268e5f61ebb551e5e1174080>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntegrityRisk = "HIGH" | "LOW" | "MEDIUM" | "%future added value";
export type ReportFailure = "NO_ADDRESS" | "UNDELIVERABLE" | "%future added value";
export type TestScoringKind = "APTITUDE" | "PERSONALITY" | "%future added value";
export type TestSessionStatus = "COMPLETED" | "IN_PROGRESS" | "TIMED_OUT" | "%future added value";
export type TestResultsPageQuery$variables = {
  reportKey?: string | null | undefined;
  token: string;
};
export type TestResultsPageQuery$data = {
  readonly testSession: {
    readonly certificate: {
      readonly code: string;
    } | null | undefined;
    readonly integrity: {
      readonly fastAnswers: number;
      readonly pastes: number;
      readonly risk: IntegrityRisk;
      readonly tabHidden: number;
    };
    readonly reportDueAt: string | null | undefined;
    readonly reportFailure: ReportFailure | null | undefined;
    readonly reportSentAt: string | null | undefined;
    readonly result: {
      readonly careers: ReadonlyArray<{
        readonly key: string;
        readonly match: number;
        readonly name: string;
      }>;
      readonly categories: ReadonlyArray<{
        readonly key: string;
        readonly name: string;
        readonly percent: number;
      }>;
      readonly consistency: {
        readonly contradictions: ReadonlyArray<{
          readonly first: string;
          readonly second: string;
        }>;
        readonly flatRun: boolean;
        readonly longestRun: number;
        readonly pairs: number;
        readonly score: number | null | undefined;
      };
      readonly kind: TestScoringKind;
      readonly nextSteps: ReadonlyArray<string>;
      readonly skills: ReadonlyArray<{
        readonly key: string;
        readonly name: string;
        readonly percent: number;
      }>;
      readonly strengths: ReadonlyArray<{
        readonly key: string;
        readonly name: string;
        readonly percent: number;
      }>;
      readonly weaknesses: ReadonlyArray<{
        readonly key: string;
        readonly name: string;
        readonly percent: number;
      }>;
    } | null | undefined;
    readonly startedAt: string;
    readonly status: TestSessionStatus;
    readonly taker: {
      readonly displayName: string;
    };
    readonly test: {
      readonly practice: boolean;
      readonly title: string;
    };
    readonly token: string;
    readonly " $fragmentSpreads": FragmentRefs<"AnswerReview_session" | "ResultSummary_session">;
  } | null | undefined;
};
export type TestResultsPageQuery = {
  response: TestResultsPageQuery$data;
  variables: TestResultsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "reportKey"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "token"
},
v2 = [
  {
    "kind": "Variable",
    "name": "reportKey",
    "variableName": "reportKey"
  },
  {
    "kind": "Variable",
    "name": "token",
    "variableName": "token"
  }
],
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "token",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "startedAt",
  "storageKey": null
},
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "displayName",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportDueAt",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportSentAt",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportFailure",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "practice",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "concreteType": "TestIntegrity",
  "kind": "LinkedField",
  "name": "integrity",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "risk",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "tabHidden",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pastes",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fastAnswers",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "percent",
  "storageKey": null
},
v18 = [
  (v15/*:: as any*/),
  (v16/*:: as any*/),
  (v17/*:: as any*/)
],
v19 = {
  "alias": null,
  "args": null,
  "concreteType": "TestCategoryResult",
  "kind": "LinkedField",
  "name": "skills",
  "plural": true,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "concreteType": "TestCategoryResult",
  "kind": "LinkedField",
  "name": "strengths",
  "plural": true,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "TestCategoryResult",
  "kind": "LinkedField",
  "name": "weaknesses",
  "plural": true,
  "selections": (v18/*:: as any*/),
  "storageKey": null
},
v22 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "nextSteps",
  "storageKey": null
},
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "CareerMatch",
  "kind": "LinkedField",
  "name": "careers",
  "plural": true,
  "selections": [
    (v15/*:: as any*/),
    (v16/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "match",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "score",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "TestConsistency",
  "kind": "LinkedField",
  "name": "consistency",
  "plural": false,
  "selections": [
    (v24/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "pairs",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longestRun",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "flatRun",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestContradiction",
      "kind": "LinkedField",
      "name": "contradictions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "first",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "second",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "storageKey": null
},
v26 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "total",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "correct",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "TestResultsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "taker",
            "plural": false,
            "selections": [
              (v6/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Certificate",
            "kind": "LinkedField",
            "name": "certificate",
            "plural": false,
            "selections": [
              (v12/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "ResultSummary_session"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "AnswerReview_session"
          },
          (v13/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "TestResult",
            "kind": "LinkedField",
            "name": "result",
            "plural": false,
            "selections": [
              (v14/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TestCategoryResult",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": (v18/*:: as any*/),
                "storageKey": null
              },
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v25/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "TestResultsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*:: as any*/),
        "concreteType": "TestSession",
        "kind": "LinkedField",
        "name": "testSession",
        "plural": false,
        "selections": [
          (v3/*:: as any*/),
          (v4/*:: as any*/),
          (v5/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "User",
            "kind": "LinkedField",
            "name": "taker",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v26/*:: as any*/)
            ],
            "storageKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/),
          (v9/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v26/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "passingScore",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "Certificate",
            "kind": "LinkedField",
            "name": "certificate",
            "plural": false,
            "selections": [
              (v12/*:: as any*/),
              (v26/*:: as any*/)
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
              (v14/*:: as any*/),
              (v24/*:: as any*/),
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
              (v27/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answered",
                "storageKey": null
              },
              (v28/*:: as any*/),
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
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TestCategoryResult",
                "kind": "LinkedField",
                "name": "categories",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  (v16/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "wrong",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "unanswered",
                    "storageKey": null
                  },
                  (v27/*:: as any*/),
                  (v17/*:: as any*/)
                ],
                "storageKey": null
              },
              (v19/*:: as any*/),
              (v20/*:: as any*/),
              (v21/*:: as any*/),
              (v22/*:: as any*/),
              (v23/*:: as any*/),
              (v25/*:: as any*/)
            ],
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TestSessionQuestion",
            "kind": "LinkedField",
            "name": "questions",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "position",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "prompt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "QuestionOption",
                "kind": "LinkedField",
                "name": "options",
                "plural": true,
                "selections": [
                  (v15/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "text",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerChoices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "answerValue",
                "storageKey": null
              },
              (v28/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correctChoices",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "correctValue",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "explanation",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v13/*:: as any*/),
          (v26/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "719dd5965dd00502e5559d386a373b35",
    "id": null,
    "metadata": {},
    "name": "TestResultsPageQuery",
    "operationKind": "query",
    "text": "query TestResultsPageQuery(\n  $token: String!\n  $reportKey: String\n) {\n  testSession(token: $token, reportKey: $reportKey) {\n    token\n    status\n    startedAt\n    taker {\n      displayName\n      id\n    }\n    reportDueAt\n    reportSentAt\n    reportFailure\n    test {\n      title\n      practice\n      id\n    }\n    certificate {\n      code\n      id\n    }\n    ...ResultSummary_session\n    ...AnswerReview_session\n    integrity {\n      risk\n      tabHidden\n      pastes\n      fastAnswers\n    }\n    result {\n      kind\n      categories {\n        key\n        name\n        percent\n      }\n      skills {\n        key\n        name\n        percent\n      }\n      strengths {\n        key\n        name\n        percent\n      }\n      weaknesses {\n        key\n        name\n        percent\n      }\n      nextSteps\n      careers {\n        key\n        name\n        match\n      }\n      consistency {\n        score\n        pairs\n        longestRun\n        flatRun\n        contradictions {\n          first\n          second\n        }\n      }\n    }\n    id\n  }\n}\n\nfragment AnswerReview_session on TestSession {\n  test {\n    practice\n    id\n  }\n  result {\n    kind\n    categories {\n      key\n      name\n      correct\n      wrong\n      unanswered\n      total\n    }\n  }\n  questions {\n    position\n    prompt\n    options {\n      key\n      text\n    }\n    answerChoices\n    answerValue\n    correct\n    correctChoices\n    correctValue\n    explanation\n  }\n}\n\nfragment ResultSummary_session on TestSession {\n  test {\n    passingScore\n    id\n  }\n  result {\n    kind\n    score\n    passed\n    validProfile\n    total\n    answered\n    correct\n    comparison {\n      sampleSize\n      minimumSample\n      betterThan\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "984dd3d860d4bddfa9b30941fb280957";

export default node;
