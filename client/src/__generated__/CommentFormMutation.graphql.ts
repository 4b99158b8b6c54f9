/**
 * @generated SignedSource<<f4b26c63431a7d11b7eab419e53eedf9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AddCommentInput = {
  captcha?: string | null | undefined;
  email?: string | null | undefined;
  homepage?: string | null | undefined;
  itemId: string;
  name: string;
  phone?: string | null | undefined;
  text: string;
  website?: string | null | undefined;
};
export type CommentFormMutation$variables = {
  input: AddCommentInput;
};
export type CommentFormMutation$data = {
  readonly addComment: {
    readonly __typename: "MutationAddCommentSuccess";
    readonly data: {
      readonly receivedAt: string;
    };
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
export type CommentFormMutation = {
  response: CommentFormMutation$data;
  variables: CommentFormMutation$variables;
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
      "concreteType": "FormReceipt",
      "kind": "LinkedField",
      "name": "data",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "receivedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "MutationAddCommentSuccess",
  "abstractKey": null
},
v4 = [
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "CommentFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addComment",
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
                      "selections": (v4/*:: as any*/),
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
          }
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
    "name": "CommentFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "addComment",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": (v4/*:: as any*/),
            "type": "ValidationError",
            "abstractKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "5cd5f1717ac30ef6ee6217009b04f5ef",
    "id": null,
    "metadata": {},
    "name": "CommentFormMutation",
    "operationKind": "mutation",
    "text": "mutation CommentFormMutation(\n  $input: AddCommentInput!\n) {\n  addComment(input: $input) {\n    __typename\n    ... on MutationAddCommentSuccess {\n      data {\n        receivedAt\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "ab0fa14226770d751539af6bce08f031";

export default node;
