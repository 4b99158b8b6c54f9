/**
 * @generated SignedSource<<1eec79bc7754101c46a37090d1cefb57>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ContentKind = "ARTICLE" | "COURSE" | "FEATURE" | "PAGE" | "SERVICE" | "%future added value";
export type CreateContentItemInput = {
  importance?: number | null | undefined;
  kind: ContentKind;
  position?: number | null | undefined;
  serviceId?: string | null | undefined;
  slug: string;
};
export type ContentConfigPageCreateMutation$variables = {
  input: CreateContentItemInput;
};
export type ContentConfigPageCreateMutation$data = {
  readonly createContentItem: {
    readonly __typename: string;
    readonly code?: string;
    readonly data?: {
      readonly id: string;
      readonly kind: ContentKind;
      readonly slug: string;
    };
    readonly fields?: ReadonlyArray<{
      readonly code: string;
      readonly path: string;
    }>;
  };
};
export type ContentConfigPageCreateMutation = {
  response: ContentConfigPageCreateMutation$data;
  variables: ContentConfigPageCreateMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "code",
  "storageKey": null
},
v2 = [
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
    "name": "createContentItem",
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
            "concreteType": "ContentItem",
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
                "name": "kind",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "slug",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationCreateContentItemSuccess",
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
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "BaseError",
        "abstractKey": "__isBaseError"
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
    "name": "ContentConfigPageCreateMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ContentConfigPageCreateMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b38c980e9dcb9c689e9809973e706c62",
    "id": null,
    "metadata": {},
    "name": "ContentConfigPageCreateMutation",
    "operationKind": "mutation",
    "text": "mutation ContentConfigPageCreateMutation(\n  $input: CreateContentItemInput!\n) {\n  createContentItem(input: $input) {\n    __typename\n    ... on MutationCreateContentItemSuccess {\n      data {\n        id\n        kind\n        slug\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n    ... on BaseError {\n      __isBaseError: __typename\n      code\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "d82a6a5be29ebccdd32303524851fbb7";

export default node;
