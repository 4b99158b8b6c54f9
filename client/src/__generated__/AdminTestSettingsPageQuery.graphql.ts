/**
 * @generated SignedSource<<451a8f6c8a515d35dc35f2d1b9881ca2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type TestStatus = "ACTIVE" | "ARCHIVED" | "DRAFT" | "%future added value";
export type TestType = "ALGORITHMIC_THINKING" | "LOGICAL_REASONING" | "PERSONALITY_COGNITIVE" | "PROBLEM_SOLVING" | "%future added value";
export type AdminTestSettingsPageQuery$variables = {
  admin: boolean;
  slug: string;
};
export type AdminTestSettingsPageQuery$data = {
  readonly test?: {
    readonly cooldownHours: number;
    readonly durationMinutes: number;
    readonly id: string;
    readonly maxAttempts: number | null | undefined;
    readonly originalPriceRials: number;
    readonly passingScore: number;
    readonly practice: boolean;
    readonly priceRials: number;
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
  } | null | undefined;
  readonly viewer: {
    readonly registered: boolean | null | undefined;
  } | null | undefined;
};
export type AdminTestSettingsPageQuery = {
  response: AdminTestSettingsPageQuery$data;
  variables: AdminTestSettingsPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "admin"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "slug"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "registered",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "key",
  "storageKey": null
},
v5 = {
  "alias": null,
  "args": null,
  "concreteType": "LocalizedText",
  "kind": "LinkedField",
  "name": "name",
  "plural": false,
  "selections": (v3/*:: as any*/),
  "storageKey": null
},
v6 = {
  "condition": "admin",
  "kind": "Condition",
  "passingValue": true,
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Variable",
          "name": "slug",
          "variableName": "slug"
        }
      ],
      "concreteType": "Test",
      "kind": "LinkedField",
      "name": "test",
      "plural": false,
      "selections": [
        (v2/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "type",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "topics",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "questionsCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "durationMinutes",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "passingScore",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "originalPriceRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "priceRials",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "reportDelayHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "maxAttempts",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cooldownHours",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "practice",
          "storageKey": null
        },
        {
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
              "selections": (v3/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LocalizedText",
              "kind": "LinkedField",
              "name": "summary",
              "plural": false,
              "selections": (v3/*:: as any*/),
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "concreteType": "LocalizedText",
              "kind": "LinkedField",
              "name": "description",
              "plural": false,
              "selections": (v3/*:: as any*/),
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
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "LocalizedText",
                  "kind": "LinkedField",
                  "name": "advice",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
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
                (v4/*:: as any*/),
                (v5/*:: as any*/)
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
              "selections": (v3/*:: as any*/),
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
                  "selections": (v3/*:: as any*/),
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "LocalizedText",
                  "kind": "LinkedField",
                  "name": "answer",
                  "plural": false,
                  "selections": (v3/*:: as any*/),
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
                (v4/*:: as any*/),
                (v5/*:: as any*/),
                {
                  "alias": null,
                  "args": null,
                  "concreteType": "TestCareerWeight",
                  "kind": "LinkedField",
                  "name": "weights",
                  "plural": true,
                  "selections": [
                    {
                      "alias": null,
                      "args": null,
                      "kind": "ScalarField",
                      "name": "category",
                      "storageKey": null
                    },
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
        }
      ],
      "storageKey": null
    }
  ]
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AdminTestSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AdminTestSettingsPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          (v2/*:: as any*/)
        ],
        "storageKey": null
      },
      (v6/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "d3da36c42514289d631cbfb8bbd944e9",
    "id": null,
    "metadata": {},
    "name": "AdminTestSettingsPageQuery",
    "operationKind": "query",
    "text": "query AdminTestSettingsPageQuery(\n  $admin: Boolean!\n  $slug: String!\n) {\n  viewer {\n    registered\n    id\n  }\n  test(slug: $slug) @include(if: $admin) {\n    id\n    slug\n    title\n    type\n    status\n    topics\n    questionsCount\n    durationMinutes\n    passingScore\n    originalPriceRials\n    priceRials\n    reportDelayHours\n    maxAttempts\n    cooldownHours\n    practice\n    settings {\n      title {\n        fa\n        en\n        az\n      }\n      summary {\n        fa\n        en\n        az\n      }\n      description {\n        fa\n        en\n        az\n      }\n      categories {\n        key\n        name {\n          fa\n          en\n          az\n        }\n        advice {\n          fa\n          en\n          az\n        }\n      }\n      skills {\n        key\n        name {\n          fa\n          en\n          az\n        }\n      }\n      features {\n        fa\n        en\n        az\n      }\n      faq {\n        question {\n          fa\n          en\n          az\n        }\n        answer {\n          fa\n          en\n          az\n        }\n      }\n      careers {\n        key\n        name {\n          fa\n          en\n          az\n        }\n        weights {\n          category\n          weight\n        }\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a190faa343c969521f6b2dc9441e5d28";

export default node;
