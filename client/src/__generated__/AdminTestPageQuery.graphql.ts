/**
 * @generated SignedSource<<3a56a74f0685a0111f151212f98b36d2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type QuestionKind = "AGREEMENT_SCALE" | "MULTIPLE_CHOICE" | "NUMERIC" | "SINGLE_CHOICE" | "%future added value";
export type TestStatus = "ACTIVE" | "ARCHIVED" | "DRAFT" | "%future added value";
export type TestType = "ALGORITHMIC_THINKING" | "LOGICAL_REASONING" | "PERSONALITY_COGNITIVE" | "PROBLEM_SOLVING" | "%future added value";
export type AdminTestPageQuery$variables = {
  admin: boolean;
  hasItem: boolean;
  item: string;
  slug: string;
};
export type AdminTestPageQuery$data = {
  readonly test?: {
    readonly categories: ReadonlyArray<{
      readonly key: string;
      readonly name: string;
    }>;
    readonly cooldownHours: number;
    readonly durationMinutes: number;
    readonly id: string;
    readonly maxAttempts: number | null | undefined;
    readonly originalPriceRials: number;
    readonly passingScore: number;
    readonly priceRials: number;
    readonly question?: {
      readonly active: boolean;
      readonly category: string;
      readonly correct: ReadonlyArray<string>;
      readonly difficulty: QuestionDifficulty;
      readonly explanation: {
        readonly az: string;
        readonly en: string;
        readonly fa: string;
      } | null | undefined;
      readonly key: string;
      readonly kind: QuestionKind;
      readonly numericTolerance: number | null | undefined;
      readonly numericValue: number | null | undefined;
      readonly options: ReadonlyArray<{
        readonly key: string;
        readonly text: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
      }>;
      readonly pairKey: string | null | undefined;
      readonly prompts: {
        readonly az: string;
        readonly en: string;
        readonly fa: string;
      };
      readonly reverseKeyed: boolean;
      readonly sample: boolean;
      readonly skill: string;
      readonly trait: string | null | undefined;
      readonly version: number;
    } | null | undefined;
    readonly questionsCount: number;
    readonly reportDelayHours: number;
    readonly settings: {
      readonly careers: ReadonlyArray<{
        readonly key: string;
        readonly name: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
        readonly weights: ReadonlyArray<{
          readonly category: string;
          readonly weight: number;
        }>;
      }>;
      readonly categories: ReadonlyArray<{
        readonly advice: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
        readonly key: string;
        readonly name: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
      }>;
      readonly description: {
        readonly az: string;
        readonly en: string;
        readonly fa: string;
      };
      readonly faq: ReadonlyArray<{
        readonly answer: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
        readonly question: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
      }>;
      readonly features: ReadonlyArray<{
        readonly az: string;
        readonly en: string;
        readonly fa: string;
      }>;
      readonly skills: ReadonlyArray<{
        readonly key: string;
        readonly name: {
          readonly az: string;
          readonly en: string;
          readonly fa: string;
        };
      }>;
      readonly summary: {
        readonly az: string;
        readonly en: string;
        readonly fa: string;
      };
      readonly title: {
        readonly az: string;
        readonly en: string;
        readonly fa: string;
      };
    };
    readonly slug: string;
    readonly status: TestStatus;
    readonly title: string;
    readonly topics: ReadonlyArray<string>;
    readonly type: TestType;
    readonly " $fragmentSpreads": FragmentRefs<"ItemTable_test">;
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type AdminTestPageQuery = {
  response: AdminTestPageQuery$data;
  variables: AdminTestPageQuery$variables;
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
  "name": "hasItem"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "item"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "slug"
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
    "name": "slug",
    "variableName": "slug"
  }
],
v6 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v7 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "slug",
  "storageKey": null
},
v8 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "title",
  "storageKey": null
},
v9 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "type",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "topics",
  "storageKey": null
},
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "questionsCount",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "durationMinutes",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "passingScore",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "originalPriceRials",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "priceRials",
  "storageKey": null
},
v17 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "reportDelayHours",
  "storageKey": null
},
v18 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "maxAttempts",
  "storageKey": null
},
v19 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "cooldownHours",
  "storageKey": null
},
v20 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v21 = {
  "alias": null,
  "args": null,
  "concreteType": "TestCategory",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": [
    (v20/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    }
  ],
  "storageKey": null
},
v22 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fa",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "en",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "az",
    "storageKey": null
  }
],
v23 = {
  "alias": null,
  "args": null,
  "concreteType": "LocalizedText",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": (v22/*:: as any*/),
  "storageKey": null
},
v24 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v25 = {
  "alias": null,
  "args": null,
  "concreteType": "TestSettings",
  "kind": "LinkedField",
  "name": "settings",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "LocalizedText",
      "kind": "LinkedField",
      "name": "title",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocalizedText",
      "kind": "LinkedField",
      "name": "summary",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocalizedText",
      "kind": "LinkedField",
      "name": "description",
      "plural": false,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestCategorySettings",
      "kind": "LinkedField",
      "name": "categories",
      "plural": true,
      "selections": [
        (v20/*:: as any*/),
        (v23/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "advice",
          "plural": false,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestSkillSettings",
      "kind": "LinkedField",
      "name": "skills",
      "plural": true,
      "selections": [
        (v20/*:: as any*/),
        (v23/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "LocalizedText",
      "kind": "LinkedField",
      "name": "features",
      "plural": true,
      "selections": (v22/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestFaqSettings",
      "kind": "LinkedField",
      "name": "faq",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "question",
          "plural": false,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "answer",
          "plural": false,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TestCareerSettings",
      "kind": "LinkedField",
      "name": "careers",
      "plural": true,
      "selections": [
        (v20/*:: as any*/),
        (v23/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "TestCareerWeight",
          "kind": "LinkedField",
          "name": "weights",
          "plural": true,
          "selections": [
            (v24/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "weight",
              "storageKey": null
            }
          ],
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
  "name": "kind",
  "storageKey": null
},
v27 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difficulty",
  "storageKey": null
},
v28 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sample",
  "storageKey": null
},
v29 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v30 = {
  "condition": "hasItem",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "key",
          "variableName": "item"
        }
      ],
      "concreteType": "TestQuestion",
      "kind": "LinkedField",
      "name": "question",
      "plural": false,
      "selections": [
        (v20/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        (v26/*:: as any*/),
        (v27/*:: as any*/),
        (v24/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skill",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "trait",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reverseKeyed",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "pairKey",
          "storageKey": null
        },
        (v28/*:: as any*/),
        (v29/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "prompts",
          "plural": false,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TestQuestionOption",
          "kind": "LinkedField",
          "name": "options",
          "plural": true,
          "selections": [
            (v20/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "LocalizedText",
              "kind": "LinkedField",
              "name": "text",
              "plural": false,
              "selections": (v22/*:: as any*/),
              "storageKey": null
            }
          ],
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
          "kind": "ScalarField",
          "name": "numericValue",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "numericTolerance",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "explanation",
          "plural": false,
          "selections": (v22/*:: as any*/),
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ]
};
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
    "name": "AdminTestPageQuery",
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
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v25/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ItemTable_test"
              },
              (v30/*:: as any*/)
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
      (v3/*:: as any*/),
      (v2/*:: as any*/),
      (v1/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "AdminTestPageQuery",
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
          (v6/*:: as any*/)
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
            "concreteType": "Test",
            "kind": "LinkedField",
            "name": "test",
            "plural": false,
            "selections": [
              (v6/*:: as any*/),
              (v7/*:: as any*/),
              (v8/*:: as any*/),
              (v9/*:: as any*/),
              (v10/*:: as any*/),
              (v11/*:: as any*/),
              (v12/*:: as any*/),
              (v13/*:: as any*/),
              (v14/*:: as any*/),
              (v15/*:: as any*/),
              (v16/*:: as any*/),
              (v17/*:: as any*/),
              (v18/*:: as any*/),
              (v19/*:: as any*/),
              (v21/*:: as any*/),
              (v25/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TestQuestion",
                "kind": "LinkedField",
                "name": "questions",
                "plural": true,
                "selections": [
                  (v20/*:: as any*/),
                  (v26/*:: as any*/),
                  (v27/*:: as any*/),
                  (v29/*:: as any*/),
                  (v28/*:: as any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "prompt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TestItemStatisticsReport",
                "kind": "LinkedField",
                "name": "itemStatistics",
                "plural": false,
                "selections": [
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "sessions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "minSessions",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "concreteType": "TestItemStatistics",
                    "kind": "LinkedField",
                    "name": "items",
                    "plural": true,
                    "selections": [
                      (v20/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "drawn",
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
                        "name": "right",
                        "storageKey": null
                      },
                      (v27/*:: as any*/),
                      {
                        "alias": null,
                        "args": null,
                        "kind": "ScalarField",
                        "name": "discrimination",
                        "storageKey": null
                      }
                    ],
                    "storageKey": null
                  }
                ],
                "storageKey": null
              },
              (v30/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "3fa7e1146a540ac5cb09569f9ced82ad",
    "id": null,
    "metadata": {},
    "name": "AdminTestPageQuery",
    "operationKind": "query",
    "text": "query AdminTestPageQuery(\n  $admin: Boolean!\n  $slug: String!\n  $item: String!\n  $hasItem: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  test(slug: $slug) @include(if: $admin) {\n    id\n    slug\n    title\n    type\n    status\n    topics\n    questionsCount\n    durationMinutes\n    passingScore\n    originalPriceRials\n    priceRials\n    reportDelayHours\n    maxAttempts\n    cooldownHours\n    categories {\n      key\n      name\n    }\n    settings {\n      title {\n        fa\n        en\n        az\n      }\n      summary {\n        fa\n        en\n        az\n      }\n      description {\n        fa\n        en\n        az\n      }\n      categories {\n        key\n        name {\n          fa\n          en\n          az\n        }\n        advice {\n          fa\n          en\n          az\n        }\n      }\n      skills {\n        key\n        name {\n          fa\n          en\n          az\n        }\n      }\n      features {\n        fa\n        en\n        az\n      }\n      faq {\n        question {\n          fa\n          en\n          az\n        }\n        answer {\n          fa\n          en\n          az\n        }\n      }\n      careers {\n        key\n        name {\n          fa\n          en\n          az\n        }\n        weights {\n          category\n          weight\n        }\n      }\n    }\n    ...ItemTable_test\n    question(key: $item) @include(if: $hasItem) {\n      key\n      version\n      kind\n      difficulty\n      category\n      skill\n      trait\n      reverseKeyed\n      pairKey\n      sample\n      active\n      prompts {\n        fa\n        en\n        az\n      }\n      options {\n        key\n        text {\n          fa\n          en\n          az\n        }\n      }\n      correct\n      numericValue\n      numericTolerance\n      explanation {\n        fa\n        en\n        az\n      }\n    }\n  }\n}\n\nfragment ItemTable_test on Test {\n  questions {\n    key\n    kind\n    difficulty\n    active\n    sample\n    prompt\n  }\n  itemStatistics {\n    sessions\n    minSessions\n    items {\n      key\n      drawn\n      answered\n      right\n      difficulty\n      discrimination\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "49c64b2707d0e3cc8677dccdf28e6288";

export default node;
