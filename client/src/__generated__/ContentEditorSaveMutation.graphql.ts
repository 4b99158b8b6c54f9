/**
 * @generated SignedSource<<76a92d9c13bc147601c87b7d63dac80b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentFigure = "OPEN_JOBS" | "PUBLISHED_TESTS" | "TESTS_TAKEN" | "%future added value";
export type SaveContentDraftInput = {
  claims: ReadonlyArray<ContentClaimInput>;
  faq: ReadonlyArray<ContentQuestionInput>;
  itemId: string;
  locale: string;
  sections: ReadonlyArray<ContentSectionInput>;
  steps: ReadonlyArray<ContentStepInput>;
  summary: string;
  title: string;
};
export type ContentSectionInput = {
  body: string;
  heading: string;
};
export type ContentQuestionInput = {
  answer: string;
  question: string;
};
export type ContentClaimInput = {
  figure?: ContentFigure | null | undefined;
  label: string;
  value: string;
};
export type ContentStepInput = {
  text: string;
  title: string;
};
export type ContentEditorSaveMutation$variables = {
  input: SaveContentDraftInput;
};
export type ContentEditorSaveMutation$data = {
  readonly saveContentDraft: {
    readonly __typename: "MutationSaveContentDraftSuccess";
    readonly data: {
      readonly id: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fields: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type ContentEditorSaveMutation = {
  response: ContentEditorSaveMutation$data;
  variables: ContentEditorSaveMutation$variables;
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
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "saveContentDraft",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "ContentRevision",
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
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationSaveContentDraftSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
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
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "code",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ContentEditorSaveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentEditorSaveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "b1fd4c76b6877299e4f845edb2d7b8b2",
    "id": null,
    "metadata": {},
    "name": "ContentEditorSaveMutation",
    "operationKind": "mutation",
    "text": "mutation ContentEditorSaveMutation(\n  $input: SaveContentDraftInput!\n) {\n  saveContentDraft(input: $input) {\n    __typename\n    ... on MutationSaveContentDraftSuccess {\n      data {\n        id\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "688640cf70579654df935c4557f2026f";

export default node;
