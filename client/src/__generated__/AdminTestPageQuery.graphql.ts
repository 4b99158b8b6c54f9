/**
 * @generated SignedSource<<77c180d2576d3b0c3b15b272638534b2>>
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
    readonly id: string;
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
    readonly slug: string;
    readonly status: TestStatus;
    readonly title: string;
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
  "name": "status",
  "storageKey": null
},
v10 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v11 = {
  "alias": null,
  "args": null,
  "concreteType": "TestCategory",
  "kind": "LinkedField",
  "name": "categories",
  "plural": true,
  "selections": [
    (v10/*:: as any*/),
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
v12 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "kind",
  "storageKey": null
},
v13 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "difficulty",
  "storageKey": null
},
v14 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "category",
  "storageKey": null
},
v15 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "sample",
  "storageKey": null
},
v16 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
},
v17 = [
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
v18 = {
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
        (v10/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        (v12/*:: as any*/),
        (v13/*:: as any*/),
        (v14/*:: as any*/),
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
        (v15/*:: as any*/),
        (v16/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "concreteType": "LocalizedText",
          "kind": "LinkedField",
          "name": "prompts",
          "plural": false,
          "selections": (v17/*:: as any*/),
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
            (v10/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "concreteType": "LocalizedText",
              "kind": "LinkedField",
              "name": "text",
              "plural": false,
              "selections": (v17/*:: as any*/),
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
          "selections": (v17/*:: as any*/),
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
              (v11/*:: as any*/),
              {
                "args": null,
                "kind": "FragmentSpread",
                "name": "ItemTable_test"
              },
              (v18/*:: as any*/)
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
              (v11/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "concreteType": "TestQuestion",
                "kind": "LinkedField",
                "name": "questions",
                "plural": true,
                "selections": [
                  (v10/*:: as any*/),
                  (v12/*:: as any*/),
                  (v13/*:: as any*/),
                  (v16/*:: as any*/),
                  (v15/*:: as any*/),
                  (v14/*:: as any*/)
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
                      (v10/*:: as any*/),
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
                      (v13/*:: as any*/),
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
              (v18/*:: as any*/)
            ],
            "storageKey": null
          }
        ]
      }
    ]
  },
  "params": {
    "cacheID": "cf7f557a500859f6d2e2265447bc4cce",
    "id": null,
    "metadata": {},
    "name": "AdminTestPageQuery",
    "operationKind": "query",
    "text": "query AdminTestPageQuery(\n  $admin: Boolean!\n  $slug: String!\n  $item: String!\n  $hasItem: Boolean!\n) {\n  viewer {\n    registered\n    id\n  }\n  test(slug: $slug) @include(if: $admin) {\n    id\n    slug\n    title\n    status\n    categories {\n      key\n      name\n    }\n    ...ItemTable_test\n    question(key: $item) @include(if: $hasItem) {\n      key\n      version\n      kind\n      difficulty\n      category\n      skill\n      trait\n      reverseKeyed\n      pairKey\n      sample\n      active\n      prompts {\n        fa\n        en\n        az\n      }\n      options {\n        key\n        text {\n          fa\n          en\n          az\n        }\n      }\n      correct\n      numericValue\n      numericTolerance\n      explanation {\n        fa\n        en\n        az\n      }\n    }\n  }\n}\n\nfragment ItemTable_test on Test {\n  questions {\n    key\n    kind\n    difficulty\n    active\n    sample\n    category\n  }\n  itemStatistics {\n    sessions\n    minSessions\n    items {\n      key\n      drawn\n      answered\n      right\n      difficulty\n      discrimination\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a91672e8dad43cdfa69daaa39c6b390b";

export default node;
