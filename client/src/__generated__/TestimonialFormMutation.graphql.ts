/**
 * @generated SignedSource<<e3e5d2bc02381b85b6a1a3ddd8dfbbcf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmitTestimonialInput = {
  captcha?: string | null | undefined;
  company?: string | null | undefined;
  contact: string;
  itemId?: string | null | undefined;
  name: string;
  rating: number;
  text: string;
  website?: string | null | undefined;
};
export type TestimonialFormMutation$variables = {
  input: SubmitTestimonialInput;
};
export type TestimonialFormMutation$data = {
  readonly submitTestimonial: {
    readonly __typename: "MutationSubmitTestimonialSuccess";
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
export type TestimonialFormMutation = {
  response: TestimonialFormMutation$data;
  variables: TestimonialFormMutation$variables;
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
  "type": "MutationSubmitTestimonialSuccess",
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
    "name": "TestimonialFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitTestimonial",
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
    "name": "TestimonialFormMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "submitTestimonial",
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
    "cacheID": "95d2dc50936e1bdffe14795e9bf54b7c",
    "id": null,
    "metadata": {},
    "name": "TestimonialFormMutation",
    "operationKind": "mutation",
    "text": "mutation TestimonialFormMutation(\n  $input: SubmitTestimonialInput!\n) {\n  submitTestimonial(input: $input) {\n    __typename\n    ... on MutationSubmitTestimonialSuccess {\n      data {\n        receivedAt\n      }\n    }\n    ... on ValidationError {\n      ...fieldErrors_validationError\n    }\n  }\n}\n\nfragment fieldErrors_validationError on ValidationError {\n  fields {\n    path\n    code\n  }\n}\n"
  }
};
})();

(node as any).hash = "afb8127921862a69dbc2372911b6bc09";

export default node;
