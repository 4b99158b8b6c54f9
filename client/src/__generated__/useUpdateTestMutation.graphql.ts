/**
 * @generated SignedSource<<d5eb524ed92bd9c5d3d562de393167f3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TestStatus = "ACTIVE" | "ARCHIVED" | "DRAFT" | "%future added value";
export type TestStatusInput = "ACTIVE" | "ARCHIVED" | "DRAFT" | "%future added value";
export type TestType = "ALGORITHMIC_THINKING" | "LOGICAL_REASONING" | "PERSONALITY_COGNITIVE" | "PROBLEM_SOLVING" | "%future added value";
export type UpdateTestInput = {
  id: string;
  test: TestSettingsInput;
};
export type TestSettingsInput = {
  careers?: ReadonlyArray<TestCareerInput> | null | undefined;
  categories: ReadonlyArray<TestCategoryInput>;
  cooldownHours: number;
  description: LocalizedTextInput;
  durationMinutes: number;
  faq?: ReadonlyArray<TestFaqInput> | null | undefined;
  features?: ReadonlyArray<LocalizedTextInput> | null | undefined;
  maxAttempts?: number | null | undefined;
  originalPriceRials: number;
  passingScore: number;
  practice?: boolean | null | undefined;
  priceRials: number;
  questionsCount: number;
  reportDelayHours: number;
  skills?: ReadonlyArray<TestSkillInput> | null | undefined;
  slug: string;
  status: TestStatusInput;
  summary: LocalizedTextInput;
  title: LocalizedTextInput;
  topics?: ReadonlyArray<string> | null | undefined;
  type: TestType;
};
export type LocalizedTextInput = {
  az: string;
  en: string;
  fa: string;
};
export type TestCategoryInput = {
  advice: LocalizedTextInput;
  key: string;
  name: LocalizedTextInput;
};
export type TestSkillInput = {
  key: string;
  name: LocalizedTextInput;
};
export type TestFaqInput = {
  answer: LocalizedTextInput;
  question: LocalizedTextInput;
};
export type TestCareerInput = {
  key: string;
  name: LocalizedTextInput;
  weights: ReadonlyArray<CareerWeightInput>;
};
export type CareerWeightInput = {
  category: string;
  weight: number;
};
export type useUpdateTestMutation$variables = {
  input: UpdateTestInput;
};
export type useUpdateTestMutation$data = {
  readonly updateTest: {
    readonly __typename: "ConflictError";
    readonly code: string;
  } | {
    readonly __typename: "MutationUpdateTestSuccess";
    readonly data: {
      readonly id: string;
      readonly slug: string;
      readonly status: TestStatus;
      readonly title: string;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly code: string;
  } | {
    readonly __typename: "ValidationError";
    readonly problems: {
      readonly " $fragmentSpreads": FragmentRefs<"fieldErrors_validationError">;
    } | null | undefined;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useUpdateTestMutation = {
  response: useUpdateTestMutation$data;
  variables: useUpdateTestMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "kind": "InlineFragment",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "Test",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
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
          "name": "status",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationUpdateTestSuccess",
  "abstractKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v5 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "FieldError",
    "kind": "LinkedField",
    "name": "fields",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "path",
        "storageKey": null
      },
      (v4/*:: as any*/)
    ],
    "storageKey": null
  }
],
v6 = [
  (v4/*:: as any*/)
],
v7 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "ConflictError",
  "abstractKey": null
},
v8 = {
  "kind": "InlineFragment",
  "selections": (v6/*:: as any*/),
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateTestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "fragment": {
                  "kind": "InlineFragment",
                  "selections": [
                    {
                      "kind": "InlineDataFragmentSpread",
                      "name": "fieldErrors_validationError",
                      "selections": (v5/*:: as any*/),
                      "args": null,
                      "argumentDefinitions": []
                    }
                  ],
                  "type": "ValidationError",
                  "abstractKey": null
                },
                "kind": "AliasedInlineFragmentSpread",
                "name": "problems"
              }
            ],
            "type": "ValidationError",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateTestMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateTest",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v5/*:: as any*/),
            "type": "ValidationError",
            "abstractKey": null
          },
          (v7/*:: as any*/),
          (v8/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "2887d6eba23170512562cb907566ec7c",
    "id": null,
    "metadata": {},
    "name": "useUpdateTestMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateTestMutation(\n  $input: UpdateTestInput!\n) {\n  updateTest(input: $input) {\n    __typename\n    ... on MutationUpdateTestSuccess {\n      data {\n        id\n        slug\n        status\n        title\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n    ... on ConflictError {\n      code\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "7d2f7cf7e96c572725c12c058befc55d";

export default node;
