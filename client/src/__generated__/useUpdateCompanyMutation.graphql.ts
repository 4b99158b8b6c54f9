/**
 * @generated SignedSource<<c4833c9ea0208551475ffc18e0977240>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type UpdateCompanyInput = {
  about?: string | null | undefined;
  logoUpload?: string | null | undefined;
  name: string;
  website?: string | null | undefined;
};
export type useUpdateCompanyMutation$variables = {
  input: UpdateCompanyInput;
};
export type useUpdateCompanyMutation$data = {
  readonly updateCompany: {
    readonly __typename: "MutationUpdateCompanySuccess";
    readonly data: {
      readonly about: string | null | undefined;
      readonly id: string;
      readonly logoUrl: string | null | undefined;
      readonly name: string;
      readonly website: string | null | undefined;
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
export type useUpdateCompanyMutation = {
  response: useUpdateCompanyMutation$data;
  variables: useUpdateCompanyMutation$variables;
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
    "name": "updateCompany",
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
            "concreteType": "Company",
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
                "name": "name",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "website",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "logoUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "about",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "MutationUpdateCompanySuccess",
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
    "name": "useUpdateCompanyMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateCompanyMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6e54809b26260cbe8a19fd44055e77e5",
    "id": null,
    "metadata": {},
    "name": "useUpdateCompanyMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateCompanyMutation(\n  $input: UpdateCompanyInput!\n) {\n  updateCompany(input: $input) {\n    __typename\n    ... on MutationUpdateCompanySuccess {\n      data {\n        id\n        name\n        website\n        logoUrl\n        about\n      }\n    }\n    ... on ValidationError {\n      fields {\n        path\n        code\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "dd033bc15db22bd658335908cc359861";

export default node;
