/**
 * @generated SignedSource<<c824834fe4b413c03adcff4cc142d6d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type QuestionDifficulty = "EASY" | "HARD" | "MEDIUM" | "%future added value";
export type QuestionKind = "AGREEMENT_SCALE" | "MULTIPLE_CHOICE" | "NUMERIC" | "SINGLE_CHOICE" | "%future added value";
export type SaveTestQuestionInput = {
  active?: boolean | null | undefined;
  category: string;
  correct?: ReadonlyArray<string> | null | undefined;
  difficulty: QuestionDifficulty;
  explanation?: LocalizedTextInput | null | undefined;
  key: string;
  kind: QuestionKind;
  numericTolerance?: number | null | undefined;
  numericValue?: number | null | undefined;
  options?: ReadonlyArray<QuestionOptionInput> | null | undefined;
  pairKey?: string | null | undefined;
  prompt: LocalizedTextInput;
  reverseKeyed?: boolean | null | undefined;
  sample?: boolean | null | undefined;
  skill: string;
  testId: string;
  trait?: string | null | undefined;
};
export type LocalizedTextInput = {
  az: string;
  en: string;
  fa: string;
};
export type QuestionOptionInput = {
  key: string;
  text: LocalizedTextInput;
};
export type useSaveTestQuestionMutation$variables = {
  input: SaveTestQuestionInput;
};
export type useSaveTestQuestionMutation$data = {
  readonly saveTestQuestion: {
    readonly __typename: "MutationSaveTestQuestionSuccess";
    readonly data: {
      readonly active: boolean;
      readonly key: string;
      readonly version: number;
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
export type useSaveTestQuestionMutation = {
  response: useSaveTestQuestionMutation$data;
  variables: useSaveTestQuestionMutation$variables;
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
      "concreteType": "TestQuestion",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "version",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "active",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationSaveTestQuestionSuccess",
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
v6 = {
  "kind": "InlineFragment",
  "selections": [
    (v4/*:: as any*/)
  ],
  "type": "NotFoundError",
  "abstractKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSaveTestQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveTestQuestion",
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
          (v6/*:: as any*/)
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
    "name": "useSaveTestQuestionMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "saveTestQuestion",
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
          (v6/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "026b35e389e554adcc1c6758b5b09250",
    "id": null,
    "metadata": {},
    "name": "useSaveTestQuestionMutation",
    "operationKind": "mutation",
    "text": "mutation useSaveTestQuestionMutation(\n  $input: SaveTestQuestionInput!\n) {\n  saveTestQuestion(input: $input) {\n    __typename\n    ... on MutationSaveTestQuestionSuccess {\n      data {\n        key\n        version\n        active\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n    ... on NotFoundError {\n      code\n    }\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "c55612ac45addf7e1c960ac7636d4188";

export default node;
